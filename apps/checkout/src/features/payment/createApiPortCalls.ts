import type { CheckoutApi, OrderConfirmation } from '@checkout/api-client';
import type { PaymentPort } from '@checkout/payments';

/** The payments port's calls that need no cart and no link: the same in the checkout and the update flow. */
export type ApiPortCalls = Pick<
  PaymentPort<OrderConfirmation>,
  'getOrder' | 'createStripeCustomer' | 'submitAdyenPaymentDetails'
>;

/** The port calls both flows make the same way over the api-client (`createCheckoutPort`, `createUpdatePort`). */
export function createApiPortCalls(api: CheckoutApi): ApiPortCalls {
  return {
    getOrder: async (orderId, options) => (await api.getOrder(orderId, { signal: options?.signal })).data,
    createStripeCustomer: async (id, options) => {
      const { data } = await api.createStripeCustomer(id, { signal: options?.signal });
      return { customer_id: data.customer_id, client_secret: data.client_secret ?? null };
    },
    submitAdyenPaymentDetails: async (request, options) => {
      const { data } = await api.getAdyenPaymentDetails(
        { details: request.details, paymentData: request.paymentData, isUpdateContainer: request.isUpdateContainer },
        { signal: options?.signal },
      );
      return {
        resultCode: data.resultCode,
        action: data.action ?? null,
        redirect: data.redirect,
        redirect_url: data.redirect_url,
      };
    },
  };
}
