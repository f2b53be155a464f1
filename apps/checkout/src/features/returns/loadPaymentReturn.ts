import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { AppServices } from '../../app/AppServices';
import { loadPageMessages, type PageMessagesContext } from '../../app/loadPageMessages';
import { cartQueries } from '../../queries/cartQueries';
import { returnOrderIdOf } from './returnOrderIdOf';

/** What {@link loadPaymentReturn} reads of a provider-return route loader's context. */
export interface PaymentReturnLoaderContext extends PageMessagesContext {
  readonly context: { readonly queryClient: QueryClient; readonly services: AppServices };
  readonly params: { readonly lang: string; readonly apiKey: string; readonly cartId: string };
  readonly location: { readonly searchStr: string };
}

/**
 * The loader of every provider return: the route's message areas and, when its address names an order
 * (`order_id`), that order read for the cart of the address, together. An order the platform does not
 * have, or one that is not this cart's (`cartQueries.order`), is the not-found page, on the server's
 * status line too (404); the page shows nothing of it and keeps nothing. A read that failed otherwise
 * lets the return go on: its adapter asks the platform again and says what it found.
 */
export async function loadPaymentReturn({
  context: { queryClient, services },
  params,
  location,
  route,
}: PaymentReturnLoaderContext): Promise<void> {
  const orderId = returnOrderIdOf(location.searchStr);
  const [read] = await Promise.all([
    orderId === null
      ? null
      : queryClient.ensureQueryData(cartQueries.order(services, params.apiKey, params.cartId, orderId)),
    loadPageMessages({ params, route }),
  ]);
  if (read?.kind === 'missing') throw notFound();
}
