import '@checkout/ui/styles.css';
import './app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppServices } from './app/AppServices';
import { browserChunkReload, isChunkLoadError, reloadOnceForChunkError } from './app/chunkReload';
import { createErrorReporter } from './app/createErrorReporter';
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

async function start(element: HTMLElement) {
  const config = await loadRuntimeConfig();
  const reporter = createErrorReporter({ endpoint: config.errorReportUrl });
  const services = createAppServices(config, reporter);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, services);
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

if (root) {
  start(root).catch((error: unknown) => {
    console.error('[checkout] start:', error);
    root.textContent = 'The checkout could not start. Please reload the page.';
  });
}
