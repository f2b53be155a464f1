import { Button, ErrorPage } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { layoutMessages } from '../layout/layout.messages';

/** Shown when a code chunk failed to load again within 60 s of the automatic reload: a reload button (spec §8). */
export function ChunkErrorScreen() {
  const intl = useIntl();
  return (
    <main className="app-page" data-testid="chunk-error">
      <ErrorPage
        kind="unknown"
        title={intl.formatMessage(layoutMessages.chunkErrorTitle)}
        message={intl.formatMessage(layoutMessages.chunkErrorMessage)}
        actions={<Button onClick={() => window.location.reload()}>{intl.formatMessage(layoutMessages.reload)}</Button>}
      />
    </main>
  );
}
