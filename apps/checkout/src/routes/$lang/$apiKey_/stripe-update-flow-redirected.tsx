import { createFileRoute } from '@tanstack/react-router';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { updateRouteOptions } from '../../../features/update/updateRouteOptions';

// Return after a Stripe payment-method update (3-D Secure challenge). Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/stripe-update-flow-redirected')({
  ...updateRouteOptions,
  component: () => <UpdateReturnScreen fallbackAdapter={'stripe-v2'} />,
});
