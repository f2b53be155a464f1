import { createFileRoute } from '@tanstack/react-router';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { updateRouteOptions } from '../../../features/update/updateRouteOptions';

// Return after a Mollie payment-method update (mandate page). Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/mollie-update-flow-redirected')({
  ...updateRouteOptions,
  component: () => <UpdateReturnScreen fallbackAdapter={'mollie'} />,
});
