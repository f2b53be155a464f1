import type { Money } from '@checkout/api-client';
import type { ChosenDetails } from '@checkout/checkout-core';
import { formatMoney } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { useIntl } from 'react-intl';
import { checkoutMessages } from '../checkout/checkout.messages';
import { useCountryNames } from '../checkout/useCountryNames';

/** Props of {@link OrderDetails}. */
export interface OrderDetailsProps {
  readonly details: ChosenDetails;
}

type Address = NonNullable<ChosenDetails['billing_address']>;

/** The lines of an address as a letter shows them; empty parts are left out. */
function addressLines(address: Address, nameOf: (alpha2: string) => string): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    address.company,
    join(address.first_name, address.last_name),
    join(address.street, address.street_number),
    address.address_addition,
    join(address.postal_code, address.city),
    address.region,
    address.alpha2 ? nameOf(address.alpha2) : address.country,
  ].filter((line): line is string => Boolean(line));
}

/**
 * What the shopper chose for the order, on its confirmation: shipping method and its price, delivery
 * date and time slot, voucher and discount, then the billing and shipping addresses side by side.
 */
export function OrderDetails({ details }: OrderDetailsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { nameOf } = useCountryNames(locale);
  const money = (value: Money) => formatMoney(value.amount, value.currency, locale);
  const { shipping_method: method, delivery, voucher } = details;
  const dateFormat = new Intl.DateTimeFormat(intl.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // A date the platform sends in another form than YYYY-MM-DD is shown as sent rather than as "Invalid Date".
  const formatDate = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? date : dateFormat.format(day);
  };
  const price = method?.price
    ? method.price.amount === 0
      ? intl.formatMessage(checkoutMessages.shippingFree)
      : money(method.price)
    : null;
  const addresses = [
    ['billing', checkoutMessages.billingHeading, details.billing_address],
    ['shipping', checkoutMessages.shippingAddressHeading, details.shipping_address],
  ] as const;
  if (!method && !delivery && !voucher && !details.billing_address && !details.shipping_address) return null;
  return (
    <div className="app-order-details" data-testid="order-details">
      {method || delivery || voucher ? (
        <dl>
          {method ? (
            <>
              <dt>{intl.formatMessage(checkoutMessages.shippingMethod)}</dt>
              <dd data-testid="order-shipping-method">
                {[method.name ?? method.id, price].filter(Boolean).join(' · ')}
              </dd>
            </>
          ) : null}
          {delivery ? (
            <>
              <dt>{intl.formatMessage(checkoutMessages.deliveryDate)}</dt>
              <dd data-testid="order-delivery">
                {[delivery.date ? formatDate(delivery.date) : null, delivery.timeslot].filter(Boolean).join(' · ')}
              </dd>
            </>
          ) : null}
          {voucher ? (
            <>
              <dt>{intl.formatMessage(checkoutMessages.voucherLabel)}</dt>
              <dd data-testid="order-voucher">
                {[voucher.code, voucher.discount ? `−${money(voucher.discount)}` : null].filter(Boolean).join(' · ')}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="app-order-details__addresses">
        {addresses.map(([kind, heading, address]) =>
          address ? (
            <section key={kind} aria-labelledby={`order-${kind}-heading`}>
              <h2 className="ck-section-heading" id={`order-${kind}-heading`}>
                {intl.formatMessage(heading)}
              </h2>
              <address data-testid={`order-${kind}-address`}>
                {addressLines(address, nameOf).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </section>
          ) : null,
        )}
      </div>
    </div>
  );
}
