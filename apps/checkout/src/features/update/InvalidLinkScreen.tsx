import { ErrorPage } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { updateMessages } from './update.messages';

/** The one page for any update link that is missing a part, malformed or refused by the server: no hint which part was wrong. */
export function InvalidLinkScreen() {
  const intl = useIntl();
  return (
    <main className="app-page" data-testid="update-invalid-link">
      <ErrorPage
        kind="unknown"
        title={intl.formatMessage(updateMessages.invalidTitle)}
        message={intl.formatMessage(updateMessages.invalidMessage)}
      />
    </main>
  );
}
