import { createFileRoute, useLocation } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageSkeleton } from '../../../features/layout/PageSkeleton';
import { InvalidLinkScreen } from '../../../features/update/InvalidLinkScreen';
import { loadUpdateMerchant } from '../../../features/update/loadUpdateMerchant';
import { parseUpdateLink } from '../../../features/update/parseUpdateLink';
import { readReturnAdapter } from '../../../features/update/readReturnAdapter';
import { UpdateLayout } from '../../../features/update/UpdateLayout';
import { UpdateReturnPage } from '../../../features/update/UpdateReturnPage';
import { readRawSearch, UpdateSearchSchema } from '../../../features/update/UpdateSearchSchema';

// Return after a Stripe payment-method update (3-D Secure challenge). Verified with the server, never from the query.
export const Route = createFileRoute('/$lang/$apiKey_/stripe-update-flow-redirected')({
  validateSearch: (search) => v.parse(UpdateSearchSchema, search),
  loader: ({ context: { queryClient, services }, params }) =>
    loadUpdateMerchant(queryClient, services, params.apiKey, params.lang),
  pendingComponent: PageSkeleton,
  component: UpdateReturnRoute,
});

function UpdateReturnRoute() {
  const { lang, apiKey } = Route.useParams();
  const raw = readRawSearch(useLocation({ select: (location) => location.searchStr }));
  const link = parseUpdateLink(apiKey, raw);
  const adapterId = readReturnAdapter(raw.adapter, 'stripe-v2');
  return (
    <UpdateLayout lang={lang} apiKey={apiKey}>
      {({ sandboxMode }) =>
        link === null ? (
          <InvalidLinkScreen />
        ) : (
          <UpdateReturnPage lang={lang} link={link} adapterId={adapterId} sandboxMode={sandboxMode} />
        )
      }
    </UpdateLayout>
  );
}
