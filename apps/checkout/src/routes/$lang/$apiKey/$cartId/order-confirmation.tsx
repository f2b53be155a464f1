import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadPageMessages } from '../../../../app/loadPageMessages';
import { useServices } from '../../../../app/useServices';
import { OrderConfirmationPage } from '../../../../features/confirmation/OrderConfirmationPage';
import { paymentStorage } from '../../../../features/payment/paymentStorage';
import { cartQueries } from '../../../../queries/cartQueries';

const OrderConfirmationSearchSchema = v.object({
  order_id: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined)),
    ),
  ),
});

// The confirmation: the stored one (reload-safe in this tab), else fetched by order id (after a redirect return).
// Its texts (and the order statuses) are the confirmation's message area: the loader loads them before the page
// shows, after the checkout's client-side navigation too.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/order-confirmation')({
  validateSearch: (search) => v.parse(OrderConfirmationSearchSchema, search),
  staticData: { messageAreas: ['confirmation'] },
  loader: (context) => loadPageMessages(context),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { apiKey, cartId } = Route.useParams();
  const { order_id: orderId } = Route.useSearch();
  const services = useServices();
  const stored = paymentStorage.readConfirmation(apiKey, cartId);
  const fetched = useQuery({
    ...cartQueries.order(services, apiKey, orderId ?? ''),
    enabled: stored === null && orderId !== undefined,
  });
  if (stored === null && orderId !== undefined && fetched.isPending) return null;
  return <OrderConfirmationPage confirmation={stored ?? fetched.data ?? null} />;
}
