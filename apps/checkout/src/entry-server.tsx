import { isLocale, loadCatalogue } from '@checkout/i18n';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { createAppServices } from './app/AppServices';
import { createErrorReporter } from './app/createErrorReporter';
import { loadDeferredParts } from './app/deferredPart';
import { createAppRouter, createQueryClient } from './router';
import type { RuntimeConfig } from './runtimeConfig';
import { countPlatformReads } from './ssr/countPlatformReads';
import { limitPlatformReads } from './ssr/limitPlatformReads';
import { pageStatus } from './ssr/pageStatus';
import type { RenderedPage, RenderPageInput } from './ssr/RenderedPage';
import { settleQueries } from './ssr/settleQueries';

// The server also asks the route tree about a page before it renders it (its policy class, title, preloads).
export { describePage } from './ssr/describePage';

/**
 * Renders a page on the server with the app's own route tree and loaders (TanStack Router's SSR): the
 * platform reads go through the app's API client under the time limit, the query cache is dehydrated
 * into the page, and the client hydrates it (`main.tsx`).
 */
export async function renderPage(input: RenderPageInput<RuntimeConfig>): Promise<RenderedPage> {
  const send = countPlatformReads((url, init) => fetch(url, init), input.onRead);
  const reads = limitPlatformReads(send, input.waitMs, input.readHeaders);
  // Server-side failures go to the server's log; the browser reports its own.
  const onError = input.onError;
  const reporter = createErrorReporter(
    onError ? { console: { error: (label: unknown, error: unknown) => onError(error, String(label)) } } : {},
  );
  const services = createAppServices(input.config, reporter, reads.fetch);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, services, { nonce: input.nonce });
  // Before the cache is dehydrated (after the loaders, before the render), the reads the loaders started
  // without waiting end too: the render shows what the hydrating browser will find. Still out at the
  // time limit, the page is late.
  const dehydrate = router.options.dehydrate;
  let settled = true;
  router.options.dehydrate = async () => {
    settled = await settleQueries(queryClient, reads.deadline);
    return dehydrate?.();
  };
  // The page's language's core texts, for a page no language route renders (an unknown path's 404).
  const lang = new URL(input.request.url).pathname.split('/')[1] ?? '';
  if (isLocale(lang)) await loadCatalogue(lang, { areas: [] });
  const handler = createRequestHandler({ request: input.request, createRouter: () => router });
  // The router has run the loaders and dehydrated the cache when it calls back: a late or browser-only
  // page is decided there, before anything is rendered, and a rendered one streams from its first byte.
  let page: { status: number } | null = null;
  const response = await handler(async ({ request, responseHeaders }) => {
    const matches = router.state.matches;
    if (reads.late() || !settled || matches.some((match) => match.ssr === false)) return new Response(null);
    // The page's deferred parts (its route modules define them) render as they are, not as a fallback.
    await loadDeferredParts();
    page = { status: pageStatus(matches) };
    return renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <RouterServer router={router} />
        </StrictMode>
      ),
    });
  });
  if (response.status >= 300 && response.status < 400) {
    // The router's redirects name their target in `options.href` once resolved, not always as a header.
    const target = (response as Response & { options?: { href?: string } }).options?.href;
    return { kind: 'redirect', status: response.status, location: response.headers.get('location') ?? target ?? '/' };
  }
  const rendered = page as { status: number } | null;
  if (rendered === null || response.body === null) return { kind: 'shell' };
  return { kind: 'page', status: rendered.status, body: response.body };
}
