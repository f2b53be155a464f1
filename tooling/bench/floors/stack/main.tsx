// The stack floor: the app's router, query and intl setup with no app code, painting a heading
// for `/$lang/$apiKey/$cartId`.
import { QueryClient, QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { messages } from './messages';

interface RouterContext {
  queryClient: QueryClient;
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 300_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$lang/$apiKey/$cartId',
  // A loader through the query cache, as the app's routes do; the data is local, so no request.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(cartQuery(params.apiKey, params.cartId)),
  component: CartPage,
});

/** The cart's query: the loader fills the cache, the page reads it back as the app's pages do. */
function cartQuery(apiKey: string, cartId: string) {
  return queryOptions({ queryKey: ['cart', apiKey, cartId], queryFn: () => ({ cartId }) });
}

function CartPage() {
  const { lang, apiKey, cartId: id } = useParams({ from: '/$lang/$apiKey/$cartId' });
  const { cartId } = useSuspenseQuery(cartQuery(apiKey, id)).data;
  return (
    <IntlProvider locale={lang} defaultLocale="en" messages={messages}>
      <h1>
        <FormattedMessage id="checkout.heading" values={{ cartId }} />
      </h1>
    </IntlProvider>
  );
}

const router = createRouter({ routeTree: rootRoute.addChildren([cartRoute]), context: { queryClient } });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
