import { createFileRoute } from '@tanstack/react-router';
import { loadPageMessages } from '../../../../../app/loadPageMessages';
import { PaymentReturnPage } from '../../../../../features/returns/PaymentReturnPage';

// Return from a provider: the adapter verifies the payment with the server, never from the query. Its texts
// are in the confirmation's message area, which the loader loads before the page shows.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/mollie-redirected/v2')({
  staticData: { pageKind: 'payment', messageAreas: ['confirmation'], pageTitle: 'pageTitle.return' },
  loader: (context) => loadPageMessages(context),
  component: ReturnRoute,
});

function ReturnRoute() {
  const { lang, apiKey, cartId } = Route.useParams();
  return <PaymentReturnPage lang={lang} apiKey={apiKey} cartId={cartId} adapterId={'mollie'} version={2} />;
}
