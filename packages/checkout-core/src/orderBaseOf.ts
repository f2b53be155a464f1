import type { Cart, CheckoutSettings, OrderCreateRequest, WireContact } from '@checkout/api-client';
import type { CheckoutFormValues } from './CheckoutFormValues';
import { orderExtrasOf } from './orderExtrasOf';

/** What {@link orderBaseOf} reads: the cart, the merchant's checkboxes and extras, the form and its valid contact. */
export interface OrderBaseInput {
  readonly cart: Pick<Cart, 'id' | 'draft_id'>;
  readonly settings: Pick<CheckoutSettings, 'checkboxes' | 'extras'>;
  readonly values: Pick<CheckoutFormValues, 'checkboxes' | 'extras' | 'deliveryDate' | 'deliverySlot'>;
  readonly contact: WireContact;
  /** The chosen payment method's id, `null` when none of the merchant's methods is chosen. */
  readonly paymentMethodId: string | null;
}

/**
 * The order in the platform's terms, all but the payment method's own payload: every merchant
 * checkbox with whether it is accepted, the extras with the delivery slot as the extra
 * `delivery_timeslot`, the delivery date as `shipping`, the payment method and the cart's draft.
 */
export function orderBaseOf(input: OrderBaseInput): Omit<OrderCreateRequest, 'payment_method_payload'> {
  const { cart, settings, values } = input;
  return {
    cart_id: cart.id,
    checkboxes: Object.fromEntries(settings.checkboxes.map((c) => [c.name, values.checkboxes[c.name] === true])),
    contact: input.contact,
    extras: [
      ...orderExtrasOf(settings, values),
      ...(values.deliverySlot ? [{ name: 'delivery_timeslot', value: values.deliverySlot }] : []),
    ],
    payment_method: input.paymentMethodId ?? '',
    shipping: values.deliveryDate,
    draft_id: cart.draft_id,
  };
}
