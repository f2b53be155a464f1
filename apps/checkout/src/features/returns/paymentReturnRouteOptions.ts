import type { StaticDataRouteOption } from '@tanstack/react-router';
import { NotFoundErrorScreen } from '../errors/NotFoundErrorScreen';
import { loadPaymentReturn } from './loadPaymentReturn';

/**
 * What every provider-return route declares, spread into its `createFileRoute` options beside its own
 * `component`: its texts are the confirmation's message area, which the loader loads before the page shows,
 * with the order its address names, which must be the cart's (`loadPaymentReturn`), else the not-found page.
 */
export const paymentReturnRouteOptions = {
  staticData: {
    pageKind: 'payment',
    messageAreas: ['confirmation'],
    pageTitle: 'pageTitle.return',
  } satisfies StaticDataRouteOption,
  // The loader reads the order id from the raw query (`returnOrderIdOf`); as its dependency it keys the match.
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ orderId: search.order_id }),
  loader: loadPaymentReturn,
  notFoundComponent: NotFoundErrorScreen,
};
