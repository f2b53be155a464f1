import { detectLocale } from '@checkout/i18n';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { browserChunkReload, isChunkLoadError, reloadOnceForChunkError } from '../../app/chunkReload';
import { useServices } from '../../app/useServices';
import { EmptyLayout } from '../layout/EmptyLayout';
import { ChunkErrorScreen } from './ChunkErrorScreen';
import { ErrorScreen } from './ErrorScreen';
import { readErrorStatus } from './readErrorStatus';

/**
 * The locale of an error outside any language route: URL, cookie, browser, `en`. On the server, which
 * has no browser, from `pathname` alone (every page it renders has its language in the path).
 */
export function detectPageLocale(pathname = '') {
  if (typeof window === 'undefined') return detectLocale({ pathname, cookie: '', languages: [] }).locale;
  return detectLocale({ pathname: window.location.pathname, cookie: document.cookie, languages: navigator.languages })
    .locale;
}

/**
 * The root error boundary's page: a chunk failure reloads once per 60 s (offline: once the browser
 * is online), anything else shows its status. Its texts are all in the catalogue's core part: it asks for no page area, which may be
 * what failed to load.
 */
export function RouteErrorScreen({ error }: { readonly error: unknown }) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { reporter } = useServices();
  const chunk = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (!chunk) {
      reporter.report(error, 'route');
      return undefined;
    }
    const environment = browserChunkReload();
    const reload = () => {
      if (!reloadOnceForChunkError(environment)) setReloadRefused(true);
    };
    if (environment.online()) {
      reload();
      return undefined;
    }
    // Offline is not a chunk error: the reload waits for the network (now it would replace this page,
    // and its offline banner, with the browser's error page).
    let live = true;
    void environment.whenOnline().then(() => {
      if (live) reload();
    });
    return () => {
      live = false;
    };
  }, [chunk, error, reporter]);
  const { status, serverMessage } = readErrorStatus(error);
  return (
    <EmptyLayout locale={detectPageLocale(pathname)} areas={[]}>
      {chunk ? (
        reloadRefused ? (
          <ChunkErrorScreen />
        ) : null
      ) : (
        <ErrorScreen status={status} serverMessage={serverMessage} onRetry={() => router.invalidate()} />
      )}
    </EmptyLayout>
  );
}
