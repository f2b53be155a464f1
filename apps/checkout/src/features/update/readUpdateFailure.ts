import { PaymentError } from '@checkout/payments';

/** How a failed update is shown: the uniform invalid-link page, the timeout text, or the error's translated text. */
export type UpdateFailure =
  | { readonly kind: 'invalid_link' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'error'; readonly error: PaymentError };

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/**
 * Classifies an update failure: a 403 from the platform is a refused link (one uniform page, no
 * detail), a client timeout the 40 s path, anything else keeps the error (`formatError` translates it).
 */
export function readUpdateFailure(error: unknown): UpdateFailure {
  const failure = PaymentError.from(error);
  const cause = failure.cause;
  if (failure.status === 403 || fieldOf(cause, 'status') === 403) return { kind: 'invalid_link' };
  if (fieldOf(cause, 'code') === 'timeout') return { kind: 'timeout' };
  return { kind: 'error', error: failure };
}
