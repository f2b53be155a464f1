import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageSkeleton } from '../../../features/layout/PageSkeleton';
import { loadUpdatePage } from '../../../features/update/loadUpdatePage';
import { UpdateReturnScreen } from '../../../features/update/UpdateReturnScreen';
import { UpdateSearchSchema } from '../../../features/update/UpdateSearchSchema';

// Return after a generic redirected payment update (Adyen 3-D Secure); the return URL names the adapter. Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/redirected-payment-update')({
  validateSearch: (search) => v.parse(UpdateSearchSchema, search),
  staticData: { pageKind: 'update', messageAreas: ['update'], pageTitle: 'pageTitle.update' },
  loader: loadUpdatePage,
  pendingComponent: PageSkeleton,
  component: UpdateReturnRoute,
});

function UpdateReturnRoute() {
  const { lang, apiKey } = Route.useParams();
  return <UpdateReturnScreen lang={lang} apiKey={apiKey} fallbackAdapter={null} />;
}
