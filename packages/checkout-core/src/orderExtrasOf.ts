import type { CheckoutSettings } from '@checkout/api-client';
import type { CheckoutFormValues } from './CheckoutFormValues';

/** The merchant's extras as the platform reads them: each by name, `null` when the shopper left it out. */
export function orderExtrasOf(
  settings: Pick<CheckoutSettings, 'extras'>,
  values: Pick<CheckoutFormValues, 'extras'>,
): { name: string; value: string | null }[] {
  return settings.extras.map((extra) => ({ name: extra.name, value: values.extras[extra.name] ?? null }));
}
