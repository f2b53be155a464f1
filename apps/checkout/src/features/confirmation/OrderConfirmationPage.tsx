import type { OrderConfirmation } from '@checkout/api-client';
import type { ChosenDetails } from '@checkout/checkout-core';
import { formatMoney, formatTimestamp } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { getStatusMessageKey } from '@checkout/reference-data';
import { Alert, Button, CartItemList } from '@checkout/ui';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { checkoutMessages } from '../checkout/checkout.messages';
import { chosenDetailsOf } from './chosenDetailsOf';
import { confirmationMessages } from './confirmation.messages';
import { type ConfirmationState, confirmationStateOf } from './confirmationStateOf';
import { OrderDetails } from './OrderDetails';

/** Props of {@link OrderConfirmationPage}. */
export interface OrderConfirmationPageProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly cartId: string;
  /** The stored or fetched confirmation; `null` when the order could not be read (a failed fetch is only logged). */
  readonly confirmation: OrderConfirmation | null;
  /** What this tab kept of the shopper's choices at pay time, shown where the order read does not say. Defaults to none. */
  readonly kept?: ChosenDetails | null;
}

const HEADLINES = {
  confirmed: [confirmationMessages.title, confirmationMessages.message],
  draft: [confirmationMessages.draftTitle, confirmationMessages.draftMessage],
  cancelled: [confirmationMessages.cancelledTitle, confirmationMessages.cancelledMessage],
  received: [confirmationMessages.receivedTitle, confirmationMessages.receivedMessage],
  unavailable: [confirmationMessages.unavailableTitle, confirmationMessages.unavailable],
} as const satisfies Record<ConfirmationState, readonly [{ id: string }, { id: string }]>;

const ALERT_TYPE = {
  confirmed: 'success',
  draft: 'info',
  cancelled: 'warning',
  received: 'info',
  unavailable: 'info',
} as const satisfies Record<ConfirmationState, 'success' | 'info' | 'warning'>;

/**
 * The order page after paying, by the order's status on the platform (spec §4): thanks only for an
 * `open` or `fulfilled` order; a `draft` waits for its provider, a `cancelled` one leads back to the
 * cart, an order without a status was received, and an order that could not be read thanks nobody.
 */
export function OrderConfirmationPage({ lang, apiKey, cartId, confirmation, kept = null }: OrderConfirmationPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency, locale);
  const state = confirmationStateOf(confirmation);
  const [title, message] = HEADLINES[state];
  const order = confirmation?.order ?? null;
  const statusKey = order?.status ? getStatusMessageKey('orderStatus', order.status) : null;
  return (
    <main className="app-page app-confirmation" data-testid="order-confirmation" data-state={state}>
      <h1>{intl.formatMessage(title)}</h1>
      <Alert type={ALERT_TYPE[state]} messages={intl.formatMessage(message)} />
      {state === 'cancelled' ? (
        <Link to="/$lang/$apiKey/$cartId" params={{ lang, apiKey, cartId }} data-testid="back-to-cart">
          <Button variant="secondary">{intl.formatMessage(confirmationMessages.backToCart)}</Button>
        </Link>
      ) : null}
      {order ? (
        <dl>
          <dt>{intl.formatMessage(confirmationMessages.orderNumber)}</dt>
          <dd data-testid="order-number">{order.number ?? order.id}</dd>
          {order.status ? (
            <>
              <dt>{intl.formatMessage(confirmationMessages.status)}</dt>
              <dd data-testid="order-status">{statusKey ? intl.formatMessage({ id: statusKey }) : order.status}</dd>
            </>
          ) : null}
          {order.created_at ? (
            <>
              <dt>{intl.formatMessage(confirmationMessages.date)}</dt>
              <dd>{formatTimestamp(new Date(order.created_at), locale)}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(confirmationMessages.total)}</dt>
          <dd data-testid="order-total">{money(order.sum_total_due)}</dd>
        </dl>
      ) : null}
      {confirmation && state !== 'cancelled' ? (
        <>
          <OrderDetails details={chosenDetailsOf(order, kept)} />
          <h2 className="ck-section-heading">{intl.formatMessage(confirmationMessages.items)}</h2>
          <CartItemList
            label={intl.formatMessage(confirmationMessages.items)}
            formatMoney={money}
            items={confirmation.items.map((item) => ({
              id: item.id,
              name: item.name,
              quantity: intl.formatMessage(checkoutMessages.quantity, { quantity: item.quantity }),
              price: item.total,
            }))}
          />
        </>
      ) : null}
    </main>
  );
}
