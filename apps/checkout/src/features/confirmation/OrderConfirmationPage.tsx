import type { OrderConfirmation } from '@checkout/api-client';
import { formatMoney, formatTimestamp } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { getStatusMessageKey } from '@checkout/reference-data';
import { Alert, CartItemList, ErrorPage } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { checkoutMessages } from '../checkout/checkout.messages';
import { confirmationMessages } from './confirmation.messages';

/** Props of {@link OrderConfirmationPage}. */
export interface OrderConfirmationPageProps {
  /** The stored or fetched confirmation; `null` when neither is available (a failed fetch is only logged). */
  readonly confirmation: OrderConfirmation | null;
}

/** The order confirmation: thanks, the order's data and its items. */
export function OrderConfirmationPage({ confirmation }: OrderConfirmationPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency, locale);
  if (!confirmation) {
    return (
      <main className="app-page" data-testid="order-confirmation" data-state="unavailable">
        <ErrorPage
          kind="unknown"
          title={intl.formatMessage(confirmationMessages.title)}
          message={intl.formatMessage(confirmationMessages.unavailable)}
        />
      </main>
    );
  }
  const { order, items } = confirmation;
  const statusKey = order.status ? getStatusMessageKey('orderStatus', order.status) : null;
  return (
    <main className="app-page app-confirmation" data-testid="order-confirmation" data-state="confirmed">
      <h1>{intl.formatMessage(confirmationMessages.title)}</h1>
      <Alert type="success" messages={intl.formatMessage(confirmationMessages.message)} />
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
      <h2>{intl.formatMessage(confirmationMessages.items)}</h2>
      <CartItemList
        label={intl.formatMessage(confirmationMessages.items)}
        formatMoney={money}
        items={items.map((item) => ({
          id: item.id,
          name: item.name,
          quantity: intl.formatMessage(checkoutMessages.quantity, { quantity: item.quantity }),
          price: item.total,
        }))}
      />
    </main>
  );
}
