import { CheckoutApiError } from '@checkout/api-client';
import { ProviderHttpError } from './ProviderHttpError';

/**
 * Whether a failure says the sandbox was down, restarting or cut the connection (worth trying
 * again with the same request) rather than answering: a network error, a timeout, a 5xx, a body
 * cut short.
 */
export function isSandboxDown(error: unknown): boolean {
  if (error instanceof CheckoutApiError) {
    if (error.code === 'http') return error.status >= 500;
    return error.code === 'network' || error.code === 'timeout' || error.code === 'invalid_response';
  }
  if (error instanceof ProviderHttpError) return error.status >= 500;
  // fetch's own failure (refused, reset), its timeout, and a body that stopped mid-way.
  if (error instanceof DOMException) return error.name === 'TimeoutError';
  return error instanceof TypeError || (error instanceof SyntaxError && /JSON/.test(error.message));
}
