import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturnRoute } from '../../../../features/returns/PaymentReturnRoute';
import { paymentReturnRouteOptions } from '../../../../features/returns/paymentReturnRouteOptions';

// Return from a provider whose return URL names no adapter (the stored pending return decides). The adapter verifies the payment with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/redirected')({
  ...paymentReturnRouteOptions,
  component: () => <PaymentReturnRoute adapterId={null} />,
});
