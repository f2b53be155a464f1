import type { PayRequest } from '../contract/PaymentAdapter';
import type { PaymentMethodPayload, PaymentSubmission } from '../contract/PaymentPortData';

/**
 * The provider's part of an order for this press: the attempt's own when it sent one already (a retry
 * of the same key must carry the same body, and the provider is not asked for a second token), else a
 * new one from `create`, handed to the host (`onSubmission`) before the order is created.
 */
export async function submissionOf(
  request: PayRequest,
  create: () => Promise<PaymentMethodPayload | null>,
): Promise<PaymentSubmission> {
  if (request.submission) return request.submission;
  const submission: PaymentSubmission = { payment_method_payload: await create() };
  request.onSubmission?.(submission);
  return submission;
}
