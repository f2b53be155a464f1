import { createFileRoute, useLocation } from '@tanstack/react-router';
import { InvalidLinkScreen } from '../../../features/update/InvalidLinkScreen';
import { parseUpdateLink } from '../../../features/update/parseUpdateLink';
import { UpdatedSuccessfullyPage } from '../../../features/update/UpdatedSuccessfullyPage';
import { UpdateLayout } from '../../../features/update/UpdateLayout';
import { readRawSearch } from '../../../features/update/UpdateSearchSchema';
import { updatePageHref } from '../../../features/update/updatePageHref';
import { updateRouteOptions } from '../../../features/update/updateRouteOptions';

// Success page of the update flow (query customer_id, hash, order_id; no order_id after an all-orders update).
// It says "changed" only after this tab's platform-confirmed update (`updateConfirmedState.ts`).
export const Route = createFileRoute('/$lang/$apiKey_/updated-successfully')({
  ...updateRouteOptions,
  component: UpdatedSuccessfullyRoute,
});

function UpdatedSuccessfullyRoute() {
  const { lang, apiKey } = Route.useParams();
  const raw = readRawSearch(useLocation({ select: (location) => location.searchStr }));
  // Only this tab's confirmed update (its history entry's state) may say "changed", never the link alone.
  const confirmed = useLocation({ select: (location) => location.state.updateConfirmed === true });
  // Without order_id the update covered all orders; the same checks as the update page apply.
  const link = parseUpdateLink(apiKey, raw.order_id ? raw : { ...raw, is_update_all: '1' });
  return (
    <UpdateLayout lang={lang} apiKey={apiKey}>
      {() =>
        link === null ? (
          <InvalidLinkScreen />
        ) : (
          <UpdatedSuccessfullyPage
            orderId={link.orderId}
            confirmed={confirmed}
            updateHref={updatePageHref(lang, link)}
          />
        )
      }
    </UpdateLayout>
  );
}
