import { createFileRoute, useLocation } from '@tanstack/react-router';
import { InvalidLinkScreen } from '../../../features/update/InvalidLinkScreen';
import { loadUpdatePage } from '../../../features/update/loadUpdatePage';
import { parseUpdateLink } from '../../../features/update/parseUpdateLink';
import { UpdateLayout } from '../../../features/update/UpdateLayout';
import { UpdatePaymentPage } from '../../../features/update/UpdatePaymentPage';
import { readRawSearch } from '../../../features/update/UpdateSearchSchema';
import { updateRouteOptions } from '../../../features/update/updateRouteOptions';

// The update flow: `$apiKey_` keeps it out of the merchant layout (no merchant scripts on a capability link).
export const Route = createFileRoute('/$lang/$apiKey_/update-payment-method')({
  ...updateRouteOptions,
  loader: async (context) => {
    await loadUpdatePage(context);
    // A link that is not one (`InvalidLinkScreen`) is refused: 403.
    return parseUpdateLink(context.params.apiKey, readRawSearch(context.location.searchStr)) === null
      ? { status: 403 }
      : {};
  },
  component: UpdatePaymentRoute,
});

function UpdatePaymentRoute() {
  const { lang, apiKey } = Route.useParams();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const link = parseUpdateLink(apiKey, readRawSearch(searchStr));
  return (
    <UpdateLayout lang={lang} apiKey={apiKey}>
      {({ sandboxMode }) =>
        link === null ? (
          <InvalidLinkScreen />
        ) : (
          <UpdatePaymentPage key={searchStr} lang={lang} link={link} sandboxMode={sandboxMode} />
        )
      }
    </UpdateLayout>
  );
}
