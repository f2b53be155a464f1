import type { StaticDataRouteOption } from '@tanstack/react-router';
import { loadPageMessages } from '../../app/loadPageMessages';

/**
 * What every provider-return route declares, spread into its `createFileRoute` options beside its own
 * `component`: its texts are the confirmation's message area, which the loader loads before the page shows.
 */
export const paymentReturnRouteOptions = {
  staticData: {
    pageKind: 'payment',
    messageAreas: ['confirmation'],
    pageTitle: 'pageTitle.return',
  } satisfies StaticDataRouteOption,
  loader: loadPageMessages,
};
