import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadPageMessages } from '../../../app/loadPageMessages';
import { loadMerchant } from '../../../features/layout/loadMerchant';
import { PageSkeleton } from '../../../features/layout/PageSkeleton';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { UpdateSearchSchema } from '../../../features/update/UpdateSearchSchema';

// Return after a Stripe payment-method update (3-D Secure challenge). Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/stripe-update-flow-redirected')({
  validateSearch: (search) => v.parse(UpdateSearchSchema, search),
  staticData: { messageAreas: ['update'] },
  loader: async ({ context: { queryClient, services }, params, route }) => {
    await Promise.all([
      loadMerchant(queryClient, services, params.apiKey, params.lang),
      loadPageMessages({ params, route }),
    ]);
  },
  pendingComponent: PageSkeleton,
  component: UpdateReturnRoute,
});

function UpdateReturnRoute() {
  const { lang, apiKey } = Route.useParams();
  return <UpdateReturnScreen lang={lang} apiKey={apiKey} fallbackAdapter={'stripe-v2'} />;
}
