import { ErrorPage } from '@checkout/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { cartCreateMessages } from './cartCreate.messages';
import type { CartCreateItem } from './parseCartItems';

/** Props of {@link CartCreatePage}. */
export interface CartCreatePageProps {
  readonly lang: string;
  /** The merchant, or `null` when the link has none. */
  readonly apiKey: string | null;
  /** The items, or `null` when the link's items are missing or malformed. */
  readonly items: readonly CartCreateItem[] | null;
}

/** Creates a new cart from a link's items (one create-item call each) and continues into the checkout. */
export function CartCreatePage({ lang, apiKey, items }: CartCreatePageProps) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const valid = apiKey !== null && items !== null;

  useEffect(() => {
    if (apiKey === null) services.reporter.report('Missing API key.', 'cart create');
    if (apiKey === null || items === null) return;
    let active = true;
    const cartId = `cart-${crypto.randomUUID()}`;
    (async () => {
      for (const item of items)
        await services.api(apiKey).createCartItem(cartId, item.sku, { quantity: item.quantity });
      if (active) await navigate({ to: '/$lang/$apiKey/$cartId', params: { lang, apiKey, cartId }, replace: true });
    })().catch((error: unknown) => {
      services.reporter.report(error, 'cart create');
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [apiKey, items, lang, navigate, services]);

  return (
    <main
      className="app-page"
      data-testid="cart-create"
      data-state={!valid ? 'invalid' : failed ? 'failed' : 'creating'}
    >
      {!valid || failed ? (
        <ErrorPage
          kind="unknown"
          title={intl.formatMessage(cartCreateMessages.invalidTitle)}
          message={intl.formatMessage(failed ? cartCreateMessages.failed : cartCreateMessages.invalidMessage)}
        />
      ) : (
        // A live region around the heading: `status` is not an allowed role on a heading itself.
        <div role="status">
          <h1>{intl.formatMessage(cartCreateMessages.creating)}</h1>
        </div>
      )}
    </main>
  );
}
