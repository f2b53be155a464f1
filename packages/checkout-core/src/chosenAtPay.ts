import type { Cart, ShippingMethod, WireContact } from '@checkout/api-client';
import type { CheckoutFormValues } from './CheckoutFormValues';
import type { ChosenDetails } from './ChosenDetailsSchema';

/** What {@link chosenAtPay} reads: the cart, the methods offered, the form and the contact the order is built from. */
export interface ChosenAtPayInput {
  readonly cart: Cart;
  readonly methods: readonly ShippingMethod[];
  readonly values: Pick<CheckoutFormValues, 'shippingMethodId' | 'deliveryDate' | 'deliverySlot'>;
  readonly contact: WireContact | null;
}

/**
 * The shopper's choices as the order is paid: the cart's shipping method (named from the methods
 * offered) at the price the cart charges, the delivery date and slot, the applied voucher and both
 * addresses of the contact. Nothing of the payment itself.
 */
export function chosenAtPay({ cart, methods, values, contact }: ChosenAtPayInput): ChosenDetails {
  const methodId = cart.shipping?.method_id ?? values.shippingMethodId;
  const method = methods.find((candidate) => candidate.id === methodId);
  const date = values.deliveryDate || null;
  const timeslot = values.deliverySlot || null;
  return {
    shipping_method: methodId
      ? { id: methodId, name: method?.name ?? null, price: cart.shipping?.price ?? method?.price ?? null }
      : null,
    delivery: date || timeslot ? { date, timeslot } : null,
    voucher: cart.voucher ? { code: cart.voucher.code, discount: cart.voucher.discount } : null,
    billing_address: contact ? { ...contact.address.billing } : null,
    shipping_address: contact ? { ...contact.address.shipping } : null,
  };
}
