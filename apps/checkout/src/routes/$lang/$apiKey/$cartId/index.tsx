import { CheckoutApiError } from '@checkout/api-client';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { RenderInSlices } from '../../../../app/RenderInSlices';
import { CheckoutPage } from '../../../../features/checkout/CheckoutPage';
import { flagsWithin, prefetchDependentReads } from '../../../../features/checkout/firstReads';
import { countryNamesQuery } from '../../../../features/checkout/useCountryNames';
import { ErrorScreen } from '../../../../features/errors/ErrorScreen';
import { readErrorStatus } from '../../../../features/errors/readErrorStatus';
import { PageSkeleton } from '../../../../features/layout/PageSkeleton';
import { cartQueries } from '../../../../queries/cartQueries';
import { statusOfError } from '../../../../ssr/pageStatus';

const text = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)),
  ),
);

/** The landing URL's UTM parameters; anything else in the query is ignored. */
const CheckoutSearchSchema = v.object({
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_term: text,
  utm_content: text,
});

// The main checkout page: the cart is loaded before render; a cancelled quote goes to its page, other failures to the error page.
export const Route = createFileRoute('/$lang/$apiKey/$cartId/')({
  validateSearch: (search) => v.parse(CheckoutSearchSchema, search),
  // As its error page says: a platform that failed is 503, any other failure to load the cart "Cart not found".
  staticData: {
    pageKind: 'payment',
    tagManager: true,
    countryNames: true,
    errorStatus: (error) => (statusOfError(error) >= 500 ? statusOfError(error) : 404),
  },
  loader: async ({ context: { queryClient, services }, params }) => {
    // Reads the page needs anyway start now, in parallel with the cart (no render → fetch waterfall);
    // the flags start with `flagsWithin` below.
    void queryClient.prefetchQuery(cartQueries.shippingCountries(services, params.apiKey, params.cartId));
    void queryClient.prefetchQuery(countryNamesQuery(params.lang));
    // And those that need the cart and the payment options start as soon as both are here, not after the first render.
    void prefetchDependentReads(queryClient, services, params);
    try {
      // The flags decide which sections show: the page waits for them briefly (`FLAG_WAIT_MS`) so
      // none appears after its first render.
      await Promise.all([
        queryClient.ensureQueryData(cartQueries.cart(services, params.apiKey, params.cartId)),
        flagsWithin(queryClient, services, params.apiKey),
      ]);
    } catch (error) {
      if (error instanceof CheckoutApiError && error.status === 410) {
        throw redirect({ to: '/$lang/error/quote-unavailable', params: { lang: params.lang } });
      }
      throw error;
    }
  },
  errorComponent: CartErrorScreen,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { lang, apiKey, cartId } = Route.useParams();
  const search = Route.useSearch();
  // The page's first render is large: rendered in slices, it never blocks input for long.
  return (
    <RenderInSlices fallback={<PageSkeleton />}>
      <CheckoutPage lang={lang} apiKey={apiKey} cartId={cartId} search={search} />
    </RenderInSlices>
  );
}

function CartErrorScreen({ error }: { error: unknown }) {
  const router = useRouter();
  const { status, serverMessage } = readErrorStatus(error);
  // A 500 or 503 keeps its own page; any other failure to load the cart is "Cart not found" (404).
  const serverSide = status === 500 || status === 503;
  return (
    <ErrorScreen
      status={status}
      serverMessage={serverMessage}
      cartFailed={!serverSide}
      onRetry={() => router.invalidate()}
    />
  );
}
