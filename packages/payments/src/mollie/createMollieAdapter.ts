import { noWidget } from '../adapters/noWidget';
import { readReturnOrderId } from '../adapters/readReturnOrderId';
import { settleOrderReturn } from '../adapters/settleOrderReturn';
import { submissionOf } from '../adapters/submissionOf';
import { toPayOutcome } from '../adapters/toPayOutcome';
import type {
  PaymentAdapter,
  PaymentAdapterOptions,
  PaymentReturnContext,
  UpdatePaymentMethodOutcome,
  UpdatePaymentMethodRequest,
} from '../contract/PaymentAdapter';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';

/** The update-flow return route's last segment. */
const UPDATE_RETURN = 'mollie-update-flow-redirected';

/**
 * Mollie's hosted checkout (https://docs.mollie.com/docs/accepting-payments): no SDK; paying
 * creates the order with `{ return_url }` and follows the platform's redirect to Mollie; the
 * return (`mollie-redirected`, or `mollie-redirected/v2` for version 2) asks the server for the
 * order's status. The update flow PUTs `{ return_url }` (`mollie-update-flow-redirected`).
 */
export function createMollieAdapter<TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentAdapterOptions<TConfirmation>,
): PaymentAdapter<TConfirmation> {
  const { port, returnUrl } = options;
  const checkoutReturn = options.version === 2 ? 'mollie-redirected/v2' : 'mollie-redirected';

  async function updatePaymentMethod(request: UpdatePaymentMethodRequest): Promise<UpdatePaymentMethodOutcome> {
    try {
      const answer = await port.updatePaymentMethods(
        request.target,
        { payment_method_payload: { return_url: returnUrl(UPDATE_RETURN) } },
        { idempotencyKey: request.idempotencyKey, signal: request.signal },
      );
      if (!answer.redirect || answer.redirect_url === null) return { status: 'updated' };
      const orderId = request.target.scope === 'order' ? request.target.orderId : null;
      return {
        status: 'redirect',
        url: answer.redirect_url,
        pending: {
          adapterId: 'mollie',
          flow: 'update',
          orderId,
          target: request.target,
          idempotencyKey: request.idempotencyKey,
        },
      };
    } catch (error) {
      throw PaymentError.from(error);
    }
  }

  return {
    id: 'mollie',
    provider: 'mollie',
    hasWidget: false,
    load: () => Promise.resolve(),
    mount: (_element, callbacks) => noWidget(callbacks),
    async pay(request) {
      if (request.isUpdateContainer) return updatePaymentMethod(request);
      try {
        const submission = await submissionOf(request, async () => ({ return_url: returnUrl(checkoutReturn) }));
        const result = await port.createOrder(submission, {
          idempotencyKey: request.idempotencyKey,
          signal: request.signal,
        });
        return toPayOutcome(result, {
          adapterId: 'mollie',
          flow: 'checkout',
          target: null,
          idempotencyKey: request.idempotencyKey,
        });
      } catch (error) {
        throw PaymentError.from(error);
      }
    },
    updatePaymentMethod,
    async handleReturn(context) {
      const orderId = readReturnOrderId(context);
      if (isUpdateReturn(context)) {
        // No platform call reports a mandate, so the update return checks what it can (the link's
        // order is still there and not cancelled; all-orders updates have no order to ask) and says
        // the change was submitted, never that it was made: the shopper may have cancelled on Mollie.
        if (orderId !== null) {
          const settled = await settleOrderReturn(port, orderId, { signal: context.signal });
          if (settled.status === 'pending') return settled;
        }
        return { status: 'submitted' };
      }
      if (orderId === null)
        throw new PaymentError('server', 'The returned Mollie payment could not be identified.', {
          detail: 'return_unidentified',
        });
      return settleOrderReturn(port, orderId, { signal: context.signal });
    },
    unmount: () => undefined,
  };
}

function isUpdateReturn(context: PaymentReturnContext): boolean {
  if (context.pending !== null) return context.pending.flow === 'update';
  try {
    return new URL(context.url).pathname.replace(/\/+$/, '').endsWith(`/${UPDATE_RETURN}`);
  } catch {
    return false;
  }
}
