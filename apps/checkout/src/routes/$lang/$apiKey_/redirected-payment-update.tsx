import { createFileRoute } from '@tanstack/react-router';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { updateRouteOptions } from '../../../features/update/updateRouteOptions';

// Return after a generic redirected payment update (Adyen 3-D Secure); the return URL names the adapter. Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/redirected-payment-update')({
  ...updateRouteOptions,
  component: () => <UpdateReturnScreen fallbackAdapter={null} />,
});
