import { CheckoutApiError } from '@checkout/api-client';
import { createSerializationAdapter } from '@tanstack/react-router';

/**
 * Carries a `CheckoutApiError` from the server's render to the hydrating client as the same class,
 * so an error screen rendered by the server (`readErrorStatus` checks `instanceof`) hydrates as itself.
 */
export const checkoutApiErrorAdapter = createSerializationAdapter({
  key: 'checkout-api-error',
  test: (value: unknown): value is CheckoutApiError => value instanceof CheckoutApiError,
  toSerializable: (error: CheckoutApiError) => ({
    code: error.code,
    message: error.message,
    status: error.status,
    serverMessage: error.serverMessage ?? null,
    path: error.path ?? null,
  }),
  fromSerializable: (value) =>
    new CheckoutApiError(value.code, value.message, {
      status: value.status,
      serverMessage: value.serverMessage ?? undefined,
      path: value.path ?? undefined,
    }),
});
