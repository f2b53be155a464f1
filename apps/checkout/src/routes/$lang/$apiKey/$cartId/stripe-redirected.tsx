import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturnRoute } from '../../../../features/returns/PaymentReturnRoute';
import { paymentReturnRouteOptions } from '../../../../features/returns/paymentReturnRouteOptions';

// Return from Stripe. The adapter verifies the payment with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/stripe-redirected')({
  ...paymentReturnRouteOptions,
  component: () => <PaymentReturnRoute adapterId={'stripe-v2'} />,
});
