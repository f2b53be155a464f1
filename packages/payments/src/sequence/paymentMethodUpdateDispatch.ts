import type { PaymentProviderId } from '../contract/PaymentProviderId';

/** How the update flow reaches a provider: `pay` with `isUpdateContainer: true`, `update` the payment method, or `not_recognized`. */
export type PaymentMethodUpdateRoute = 'pay' | 'update' | 'not_recognized';

/** The update-flow dispatch of spec §4: stripe and adyen pay; braintree and mollie update the payment method; anything else is not recognized. */
export const paymentMethodUpdateDispatch: Readonly<Record<PaymentProviderId, PaymentMethodUpdateRoute>> = {
  stripe: 'pay',
  adyen: 'pay',
  braintree: 'update',
  mollie: 'update',
  paypal: 'not_recognized',
  offline: 'not_recognized',
};
