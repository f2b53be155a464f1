import { isLocale } from '@checkout/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRuntimeConfig } from '../../../runtimeConfig';

const platformHealthQuery = queryOptions({
  queryKey: ['platform-health'],
  queryFn: async () => {
    const config = await loadRuntimeConfig();
    const response = await fetch(`${config.checkoutApiBase}/health`);
    return response.ok;
  },
});

// Placeholder of the main checkout page until the checkout screens land: it proves routing,
// the language prefix, runtime configuration and the path to the platform API.
export const Route = createFileRoute('/$lang/$apiKey/$cartId')({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw notFound();
  },
  component: CheckoutPlaceholder,
});

function CheckoutPlaceholder() {
  const { lang, apiKey, cartId } = Route.useParams();
  const health = useQuery(platformHealthQuery);
  const status = health.isPending ? 'checking' : health.data ? 'reachable' : 'unreachable';
  return (
    <main lang={lang}>
      <h1>Checkout</h1>
      <dl>
        <dt>Cart</dt>
        <dd data-testid="cart-id">{cartId}</dd>
        <dt>Merchant</dt>
        <dd data-testid="api-key">{apiKey}</dd>
        <dt>Platform API</dt>
        <dd data-testid="platform-status" data-state={status}>
          {status}
        </dd>
      </dl>
    </main>
  );
}
