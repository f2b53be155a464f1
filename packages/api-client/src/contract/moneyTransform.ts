import * as v from 'valibot';
import { CheckoutApiError } from '../CheckoutApiError';
import type { Money } from '../money/Money';
import { toMinorUnits } from '../money/toMinorUnits';
import type { Decimal } from './DecimalSchema';

/** Converts a wire decimal to {@link Money}, or `undefined` after reporting a schema issue. */
export type MoneyReader = (decimal: Decimal, currency: string, path: string) => Money | undefined;

/**
 * A valibot transform that runs `convert` with a {@link MoneyReader}; a failed conversion becomes
 * an issue at the field's path instead of a throw, so a bad amount is an `invalid_response`.
 */
export function moneyTransform<TInput, TOutput>(convert: (input: TInput, read: MoneyReader) => TOutput) {
  return v.rawTransform<TInput, TOutput>(({ dataset, addIssue, NEVER }) => {
    let failed = false;
    const read: MoneyReader = (decimal, currency, path) => {
      try {
        return { amount: toMinorUnits(decimal, currency), currency: currency.toUpperCase() };
      } catch (error) {
        failed = true;
        const message = error instanceof CheckoutApiError ? error.message : 'Invalid amount';
        addIssue({ message: `${message} (at ${path})`, path: pathItems(dataset.value, path) });
        return undefined;
      }
    };
    const output = convert(dataset.value, read);
    return failed ? NEVER : output;
  });
}

/** Builds valibot path items for a dot path below `root`, so `getDotPath` names the failing field. */
function pathItems(root: unknown, dotPath: string): [v.ObjectPathItem, ...v.ObjectPathItem[]] | undefined {
  const keys = dotPath.split('.');
  const items: v.ObjectPathItem[] = [];
  let current: unknown = root;
  for (const key of keys) {
    const next =
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
    items.push({ type: 'object', origin: 'value', input: current as Record<string, unknown>, key, value: next });
    current = next;
  }
  const [first, ...rest] = items;
  return first ? [first, ...rest] : undefined;
}
