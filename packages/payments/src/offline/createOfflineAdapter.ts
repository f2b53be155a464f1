import { noWidget } from '../adapters/noWidget';
import { readReturnOrderId } from '../adapters/readReturnOrderId';
import { settleOrderReturn } from '../adapters/settleOrderReturn';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type { PaymentAdapter, PaymentAdapterOptions } from '../contract/PaymentAdapter';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';

/**
 * The offline gateway: no SDK and no widget; paying creates the order with the `redirected` return
 * URL as its only payload (`{ return_url }`), for gateways the platform confirms on a hosted page
 * (it then answers `redirect_url`, and the return is settled from the order's status). It has no
 * update flow ("Payment provider type not recognized.").
 */
export function createOfflineAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, returnUrl } = options;
  const notRecognized = () =>
    Promise.reject(new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE));
  return {
    id: 'offline',
    provider: 'offline',
    hasWidget: false,
    load: () => Promise.resolve(),
    mount: (_element, callbacks) => noWidget(callbacks),
    async pay(request) {
      if (request.isUpdateContainer) return notRecognized();
      try {
        const submission = await submissionOf(request, async () => ({ return_url: returnUrl('redirected') }));
        const result = await port.createOrder(submission, {
          idempotencyKey: request.idempotencyKey,
          signal: request.signal,
        });
        return toPayOutcome(result, {
          adapterId: 'offline',
          flow: 'checkout',
          target: null,
          idempotencyKey: request.idempotencyKey,
        });
      } catch (error) {
        throw PaymentError.from(error);
      }
    },
    updatePaymentMethod: notRecognized,
    async handleReturn(context) {
      const orderId = readReturnOrderId(context);
      if (orderId === null)
        throw new PaymentError('server', 'The returned payment could not be identified.', {
          detail: 'return_unidentified',
        });
      return settleOrderReturn(port, orderId, { signal: context.signal });
    },
    unmount: () => undefined,
  };
}
