import { CheckoutApiError } from '@checkout/api-client';
import type { AnyRouteMatch } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The HTTP status of the page the route shows (the server's status line). Defaults to `200`; an
     * error or not-found page takes its status from what failed ({@link statusOfError}).
     */
    readonly status?: number;
    /** The HTTP status of the route's error page for what its loader threw. Defaults to {@link statusOfError}. */
    readonly errorStatus?: (error: unknown) => number;
  }
}

/**
 * The status of a page that failed with `error`: a platform answer keeps its client-error status
 * (`404` unknown, `410` gone, `403` refused), a platform that failed or gave no answer is `503`, and
 * anything unexpected (an answer the app cannot read, a failure of ours) `500`.
 */
export function statusOfError(error: unknown): number {
  if (!(error instanceof CheckoutApiError) || error.code === 'invalid_response') return 500;
  return error.status >= 400 && error.status < 500 ? error.status : 503;
}

/** What a loader may return to set its page's status (a refused link the loader recognised). */
interface StatusLoaderData {
  readonly status?: unknown;
}

/**
 * The HTTP status of a rendered page, from its matches, outermost first: the first match that failed
 * decides (a not-found `404`, an error by its route's `errorStatus`), else the innermost route's
 * loader result (`{ status }`) or `staticData.status`, else `200`.
 */
export function pageStatus(matches: readonly AnyRouteMatch[]): number {
  for (const match of matches) {
    if (match.status === 'notFound' || (match as { _notFound?: boolean })._notFound) return 404;
    if (match.status === 'error') return (match.staticData?.errorStatus ?? statusOfError)(match.error);
  }
  const last = matches.at(-1);
  const loaded = (last?.loaderData as StatusLoaderData | undefined)?.status;
  if (typeof loaded === 'number') return loaded;
  return last?.staticData?.status ?? 200;
}
