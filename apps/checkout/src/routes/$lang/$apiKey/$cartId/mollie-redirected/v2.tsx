import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturnRoute } from '../../../../../features/returns/PaymentReturnRoute';
import { paymentReturnRouteOptions } from '../../../../../features/returns/paymentReturnRouteOptions';

// Return from Mollie (version 2). The adapter verifies the payment with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/mollie-redirected/v2')({
  ...paymentReturnRouteOptions,
  component: () => <PaymentReturnRoute adapterId={'mollie'} version={2} />,
});
