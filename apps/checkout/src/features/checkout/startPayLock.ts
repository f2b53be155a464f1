import type { UseNavigateResult } from '@tanstack/react-router';
import { paymentStorage } from '../payment/paymentStorage';
import { createPayLock, type PayLock } from './payLock';

/** What the checkout page says of another tab paying its cart: `busy` while it pays, `redirect` once it went on to a provider page. */
export type PayLockNotice = 'busy' | 'redirect';

/** The checkout page {@link startPayLock} works for. */
export interface PayLockPage {
  readonly lang: string;
  readonly apiKey: string;
  readonly cartId: string;
  readonly navigate: UseNavigateResult<string>;
  readonly setNotice: (notice: PayLockNotice | null) => void;
}

/**
 * The checkout page's pay lock (`payLock.ts`), hearing the other tabs of its cart: a confirmation is kept in
 * this tab's storage too and shown (the platform confirmed the order in the other tab), a failure lifts the
 * notice so the shopper may pay here, a provider page keeps one saying the payment continues there.
 */
export function startPayLock({ lang, apiKey, cartId, navigate, setNotice }: PayLockPage): PayLock {
  return createPayLock({ apiKey, cartId }, (outcome) => {
    switch (outcome.kind) {
      case 'confirmed':
        if (outcome.confirmation) paymentStorage.saveConfirmation(apiKey, cartId, outcome.confirmation);
        void navigate({
          to: '/$lang/$apiKey/$cartId/order-confirmation',
          params: { lang, apiKey, cartId },
          search: outcome.orderId ? { order_id: outcome.orderId } : {},
        });
        return;
      case 'redirect':
        setNotice('redirect');
        return;
      case 'failed':
      case 'stopped':
        setNotice(null);
        return;
      default:
        return outcome satisfies never;
    }
  });
}
