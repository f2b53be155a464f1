import type { Locale } from '@checkout/i18n';
import { ErrorPage } from '@checkout/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../features/errors/errors.messages';
import { EmptyLayout } from '../../../features/layout/EmptyLayout';

// Where a cancelled or unavailable quote (410 quote_unavailable) sends the shopper.
export const Route = createFileRoute('/$lang/error/quote-unavailable')({
  staticData: { status: 410, pageTitle: 'pageTitle.error' },
  component: QuoteUnavailableRoute,
});

function QuoteUnavailableRoute() {
  const { lang } = Route.useParams();
  return (
    <EmptyLayout locale={lang as Locale}>
      <QuoteUnavailable />
    </EmptyLayout>
  );
}

function QuoteUnavailable() {
  const intl = useIntl();
  return (
    <main className="app-page" data-testid="quote-unavailable">
      <ErrorPage
        kind="unknown"
        statusCode={410}
        title={intl.formatMessage({ id: 'errorPage.quoteUnavailable' })}
        message={intl.formatMessage(errorMessages.quoteUnavailableMessage)}
      />
    </main>
  );
}
