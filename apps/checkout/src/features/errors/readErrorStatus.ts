import { CheckoutApiError } from '@checkout/api-client';

/** The status and server message an error page shows for any thrown value: API errors keep theirs, the rest is 500. */
export function readErrorStatus(error: unknown): { status: number; serverMessage: string | null } {
  if (error instanceof CheckoutApiError) {
    return { status: error.status, serverMessage: error.serverMessage ?? null };
  }
  return { status: 500, serverMessage: null };
}
