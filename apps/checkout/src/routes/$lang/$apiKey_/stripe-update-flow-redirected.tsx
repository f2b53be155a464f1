import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageSkeleton } from '../../../features/layout/PageSkeleton';
import { loadUpdatePage } from '../../../features/update/loadUpdatePage';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { UpdateSearchSchema } from '../../../features/update/UpdateSearchSchema';

// Return after a Stripe payment-method update (3-D Secure challenge). Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/stripe-update-flow-redirected')({
  validateSearch: (search) => v.parse(UpdateSearchSchema, search),
  staticData: { pageKind: 'update', messageAreas: ['update'], pageTitle: 'pageTitle.update' },
  loader: loadUpdatePage,
  pendingComponent: PageSkeleton,
  component: UpdateReturnRoute,
});

function UpdateReturnRoute() {
  const { lang, apiKey } = Route.useParams();
  return <UpdateReturnScreen lang={lang} apiKey={apiKey} fallbackAdapter={'stripe-v2'} />;
}
