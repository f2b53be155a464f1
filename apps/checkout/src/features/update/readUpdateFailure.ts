import { PaymentError } from '@checkout/payments';

/** How a failed update is shown: the uniform invalid-link page, the timeout text, or the error's own message. */
export type UpdateFailure =
  | { readonly kind: 'invalid_link' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'message'; readonly message: string; readonly code: PaymentError['code'] };

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/**
 * Classifies an update failure: a 403 from the platform is a refused link (one uniform page, no
 * detail), a client timeout the 40 s path, anything else keeps its (translated later) message.
 */
export function readUpdateFailure(error: unknown): UpdateFailure {
  const failure = PaymentError.from(error);
  const cause = failure.cause;
  if (failure.status === 403 || fieldOf(cause, 'status') === 403) return { kind: 'invalid_link' };
  if (fieldOf(cause, 'code') === 'timeout') return { kind: 'timeout' };
  return { kind: 'message', message: failure.message, code: failure.code };
}
