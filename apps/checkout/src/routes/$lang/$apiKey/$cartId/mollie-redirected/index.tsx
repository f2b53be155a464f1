import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturnPage } from '../../../../../features/returns/PaymentReturnPage';

// Return from a provider: the adapter verifies the payment with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/mollie-redirected/')({
  component: ReturnRoute,
});

function ReturnRoute() {
  const { lang, apiKey, cartId } = Route.useParams();
  return <PaymentReturnPage lang={lang} apiKey={apiKey} cartId={cartId} adapterId={'mollie'} version={1} />;
}
