import type { OrderConfirmation } from '@checkout/api-client';
import type { ChosenDetails } from '@checkout/checkout-core';

/**
 * The choices a confirmation shows: each one as the platform's order read gives it, else as this tab
 * kept it at pay time (`kept`), else `null`. The platform's word wins: it is what was ordered.
 */
export function chosenDetailsOf(order: OrderConfirmation['order'] | null, kept: ChosenDetails | null): ChosenDetails {
  const pick = <K extends keyof ChosenDetails>(field: K): ChosenDetails[K] => order?.[field] ?? kept?.[field] ?? null;
  return {
    shipping_method: pick('shipping_method'),
    delivery: pick('delivery'),
    voucher: pick('voucher'),
    billing_address: pick('billing_address'),
    shipping_address: pick('shipping_address'),
  };
}
