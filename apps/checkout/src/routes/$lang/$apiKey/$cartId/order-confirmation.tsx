import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadPageMessages } from '../../../../app/loadPageMessages';
import { useHydrating } from '../../../../app/useHydrating';
import { useServices } from '../../../../app/useServices';
import { chosenDetailsStorage } from '../../../../features/confirmation/chosenDetailsStorage';
import { keptConfirmationOf } from '../../../../features/confirmation/keptConfirmationOf';
import { OrderConfirmationPage } from '../../../../features/confirmation/OrderConfirmationPage';
import { NotFoundErrorScreen } from '../../../../features/errors/NotFoundErrorScreen';
import { cartQueries } from '../../../../queries/cartQueries';

const OrderConfirmationSearchSchema = v.object({
  order_id: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined)),
    ),
  ),
});

// The order page: the confirmation this tab's pay kept (reload-safe) when it is the order the address names,
// else the order read by id (after a redirect return, or the link in another tab), shown by its status. An
// order the platform does not know, or one that is not this cart's (`isOrderOfCart`), is the not-found page;
// without an order id or a kept confirmation there is nothing to show: back to the cart.
// Its texts (and the order statuses) are the confirmation's message area, loaded before the page shows.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/order-confirmation')({
  validateSearch: (search) => v.parse(OrderConfirmationSearchSchema, search),
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  // Without an order id the page is this tab's kept confirmation, which only the browser has.
  ssr: ({ search }) => search.status === 'success' && search.value.order_id !== undefined,
  staticData: { messageAreas: ['confirmation'], pageTitle: 'pageTitle.confirmation', tagManager: true },
  loader: async (context) => {
    const { params, deps } = context;
    const { queryClient, services } = context.context;
    if (keptConfirmationOf(params.apiKey, params.cartId, deps.orderId) !== null) return loadPageMessages(context);
    if (deps.orderId === undefined) {
      throw redirect({ to: '/$lang/$apiKey/$cartId', params, replace: true });
    }
    const [read] = await Promise.all([
      queryClient.ensureQueryData(cartQueries.order(services, params.apiKey, params.cartId, deps.orderId)),
      loadPageMessages(context),
    ]);
    if (read.kind === 'missing') throw notFound();
  },
  notFoundComponent: NotFoundErrorScreen,
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { lang, apiKey, cartId } = Route.useParams();
  const { order_id: orderId } = Route.useSearch();
  const services = useServices();
  // Hydrating, the page is the server's (the order read by id); the tab's kept confirmation follows.
  const hydrating = useHydrating();
  const stored = hydrating ? null : keptConfirmationOf(apiKey, cartId, orderId);
  const read = useQuery({
    ...cartQueries.order(services, apiKey, cartId, orderId ?? ''),
    enabled: stored === null && orderId !== undefined,
  });
  if (stored === null && read.isPending) return null;
  const fetched = read.data?.kind === 'found' ? read.data.confirmation : null;
  return (
    <OrderConfirmationPage
      lang={lang}
      apiKey={apiKey}
      cartId={cartId}
      confirmation={stored ?? fetched}
      kept={hydrating ? null : chosenDetailsStorage.read(apiKey, cartId)}
    />
  );
}
