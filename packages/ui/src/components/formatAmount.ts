import { UiError } from './UiError';

/**
 * An amount in integer minor units with its ISO 4217 currency, for hosts that pass a `formatMoney`;
 * the api-client's `Money` fits it (the kit imports no workspace package, so it names its own shape).
 */
export interface MoneyAmount {
  amount: number;
  currency: string;
}

/** An amount the kit shows: already formatted by the host, or money with a `formatMoney` prop. */
export type Amount = string | MoneyAmount;

/** How the host formats money (e.g. `@checkout/i18n`'s formatter); the kit never formats money itself. */
export type FormatMoney = (money: MoneyAmount) => string;

/** Renders an amount: strings as given, money through `formatMoney`, which is required then. */
export function formatAmount(amount: Amount, formatMoney: FormatMoney | undefined): string {
  if (typeof amount === 'string') return amount;
  if (!formatMoney)
    throw new UiError('missing-format-money', 'An amount was given as money without a formatMoney prop.');
  return formatMoney(amount);
}
