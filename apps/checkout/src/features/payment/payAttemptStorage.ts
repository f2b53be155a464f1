import type { PayAttemptStore } from '@checkout/payments';
import { clearCartRecord, readCartRecord, writeCartRecord } from '../checkout/cartStorage';

/**
 * Where the checkout keeps a cart's pay attempt (`runPayAttempt` of `@checkout/payments`): the tab's
 * `sessionStorage`, under a key that holds no api key, stamped with its cart and expiring after 24 h
 * like the platform's memory of a key (`cartStorage.ts`). It survives a reload, so Pay pressed after
 * one continues the attempt (same key, same provider part) instead of paying again. The provider
 * part is what the order call sent: a token or a reference the provider made (a Stripe PaymentMethod
 * id, a Braintree nonce, Adyen's encrypted state data, a PayPal order id), never a card number.
 */
export function payAttemptStorage(apiKey: string, cartId: string): PayAttemptStore {
  const scope = { apiKey, cartId };
  return {
    read: () => readCartRecord(sessionStorage, 'pay-attempt', scope, (data) => data),
    write: (attempt) => writeCartRecord(sessionStorage, 'pay-attempt', scope, attempt),
    clear: () => clearCartRecord(sessionStorage, 'pay-attempt', scope),
  };
}
