import '@checkout/ui/styles.css';
import './app.css';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterHydration } from './app/AfterHydration';
import { createAppServices } from './app/AppServices';
import { captureTypedInput } from './app/captureTypedInput';
import { browserChunkReload, isChunkLoadError, reloadOnceForChunkError } from './app/chunkReload';
import { createErrorReporter } from './app/createErrorReporter';
import { waitForShopper, wakeDeferredParts } from './app/deferredPart';
import { hydrateInSlices } from './app/hydrateInSlices';
import { loadHydrationMessages } from './app/loadHydrationMessages';
import { yieldToBrowser } from './app/yieldToBrowser';
import { createAppRouter, createQueryClient } from './router';
import { loadRuntimeConfig } from './runtimeConfig';

const root = document.getElementById('root');

// A code chunk that fails to load (a new deployment replaced the hashed files) reloads the page once
// per 60 s. The failed import still rejects with its chunk error (no `preventDefault`, which would
// resolve it to `undefined` and fail its caller with a misleading error): every handler of chunk
// errors then waits for this reload instead of reporting it. Offline is not a chunk error: a reload
// then would replace the page with the browser's error page; the import's caller (`loadChunk`) tries
// again once the browser is online.
const reloadUnlessOffline = () => {
  const environment = browserChunkReload();
  if (environment.online()) reloadOnceForChunkError(environment);
};
window.addEventListener('vite:preloadError', reloadUnlessOffline);
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadUnlessOffline();
});

// Starting takes several steps, each in a task of its own (`yieldToBrowser`): evaluating the
// modules, building the router and reading the server's matches and cache, then hydrating (itself in
// slices, `hydrateInSlices`). One task for all of them would block input for their sum on a slow phone
// (Lighthouse's total blocking time).
async function start(element: HTMLElement) {
  await yieldToBrowser();
  const config = await loadRuntimeConfig();
  const reporter = createErrorReporter({ endpoint: config.errorReportUrl });
  const services = createAppServices(config, reporter);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, services);
  // A page the server rendered (its router left its bootstrap, `$_TSR`) is hydrated with the server's
  // matches and query cache, once its texts are here (`RouterClient`'s steps, with that one between);
  // the shell the server sends when the platform was too slow, or for a page only the browser can
  // render, is rendered here.
  const bootstrap = (window as { $_TSR?: { h: () => void } }).$_TSR;
  if (bootstrap) {
    try {
      await hydrate(router);
      await loadHydrationMessages(router, queryClient);
    } finally {
      bootstrap.h();
    }
    await yieldToBrowser();
    // What the shopper typed into the server's page meanwhile is given to the app once it is hydrated,
    // deferred parts too: they load now rather than wait for an interaction that came before the app.
    const typed = captureTypedInput(element);
    if (typed.fields > 0) wakeDeferredParts();
    else void waitForShopper();
    hydrateInSlices(
      element,
      <StrictMode>
        <AfterHydration onHydrated={typed.replay}>
          <RouterProvider router={router} />
        </AfterHydration>
      </StrictMode>,
    );
    return;
  }
  createRoot(element).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

if (root) {
  start(root).catch((error: unknown) => {
    console.error('[checkout] start:', error);
    root.textContent = 'The checkout could not start. Please reload the page.';
  });
}
