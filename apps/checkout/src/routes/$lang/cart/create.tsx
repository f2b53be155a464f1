import type { Locale } from '@checkout/i18n';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadPageMessages } from '../../../app/loadPageMessages';
import { CartCreatePage } from '../../../features/cartCreate/CartCreatePage';
import { parseCartItems } from '../../../features/cartCreate/parseCartItems';
import { EmptyLayout } from '../../../features/layout/EmptyLayout';

const ApiKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/));

/** `?api_key=demo-all&items=tripod:1,ebook-guide:2`: bad values become `null` and get a clear page. */
const CartCreateSearchSchema = v.object({
  api_key: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (v.is(ApiKey, value) ? value : undefined)),
    ),
  ),
  items: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && parseCartItems(value) !== null ? value : undefined)),
    ),
  ),
});

// Cart creation: a new cart id, one create-item call per item, then the checkout.
export const Route = createFileRoute('/$lang/cart/create')({
  validateSearch: (search) => v.parse(CartCreateSearchSchema, search),
  staticData: { messageAreas: ['cartCreate'] },
  loader: (context) => loadPageMessages(context),
  component: CartCreateRoute,
});

function CartCreateRoute() {
  const { lang } = Route.useParams();
  const search = Route.useSearch();
  return (
    <EmptyLayout locale={lang as Locale}>
      <CartCreatePage lang={lang} apiKey={search.api_key ?? null} items={parseCartItems(search.items)} />
    </EmptyLayout>
  );
}
