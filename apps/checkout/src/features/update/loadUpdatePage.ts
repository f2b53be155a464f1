import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../app/AppServices';
import { loadPageMessages, type PageMessagesContext } from '../../app/loadPageMessages';
import { loadMerchant } from '../layout/loadMerchant';

/** What {@link loadUpdatePage} reads of an update route loader's context. */
export interface UpdatePageContext extends PageMessagesContext {
  readonly context: { readonly queryClient: QueryClient; readonly services: AppServices };
  readonly params: { readonly lang: string; readonly apiKey: string };
}

/**
 * The loader of every update route: the merchant's reads and applied theme (`loadMerchant`) and the
 * route's message areas (`loadPageMessages`), together, before the page shows.
 */
export async function loadUpdatePage({ context: { queryClient, services }, params, route }: UpdatePageContext) {
  await Promise.all([
    loadMerchant(queryClient, services, params.apiKey, params.lang),
    loadPageMessages({ params, route }),
  ]);
}
