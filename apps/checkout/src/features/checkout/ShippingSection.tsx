import type { ShippingCountry, ShippingMethod } from '@checkout/api-client';
import { formatMoney } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { DeliverySlotPicker, RadioGroup, Select } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { checkoutMessages } from './checkout.messages';
import { LoadFailedNotice } from './LoadFailedNotice';

/** Props of {@link ShippingSection}. */
export interface ShippingSectionProps {
  readonly countries: readonly ShippingCountry[];
  /** The shipping address's country (alpha-2). */
  readonly country: string;
  readonly onCountryChange: (alpha2: string) => void;
  readonly nameOf: (alpha2: string) => string;
  /** Whether the shopper picks a method (merchant setting). */
  readonly choiceEnabled: boolean;
  readonly methods: readonly ShippingMethod[];
  readonly methodsLoading: boolean;
  readonly selectedMethodId: string | null;
  readonly onMethodChange: (id: string) => void;
  readonly methodError?: string;
  /** Delivery availability, shown when the merchant checks dates and dates exist. */
  readonly delivery: { dates: readonly string[]; slots: readonly string[] } | null;
  readonly selectedDate: string | null;
  readonly selectedSlot: string | null;
  readonly onDateChange: (date: string) => void;
  readonly onSlotChange: (slot: string) => void;
  readonly deliveryError?: string;
  /** Shipping could not be loaded: shows a warning with "Try again" calling this. Defaults to none. */
  readonly onRetry?: () => void;
}

/** Shipping country from the cart's list, the shipping method, and the delivery date and time slot. */
export function ShippingSection(props: ShippingSectionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const supported = props.countries.some((country) => country.alpha2 === props.country);
  const countryOptions = props.countries
    .map((country) => ({ value: country.alpha2, label: props.nameOf(country.alpha2) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const dateFormat = new Intl.DateTimeFormat(intl.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <section className="app-section" aria-labelledby="shipping-heading" data-testid="shipping-section">
      <h2 id="shipping-heading" className="ck-section-heading">
        {intl.formatMessage(checkoutMessages.shippingHeading)}
      </h2>
      {props.onRetry ? (
        <LoadFailedNotice
          data-testid="shipping-unavailable"
          message={intl.formatMessage({ id: 'errorPage.serverError' })}
          onRetry={props.onRetry}
        />
      ) : null}
      {props.countries.length > 0 ? (
        <Select
          id="shipping-country"
          data-testid="shipping-country"
          label={intl.formatMessage(checkoutMessages.shippingCountry)}
          options={countryOptions}
          placeholder={supported ? undefined : intl.formatMessage(checkoutMessages.regionPlaceholder)}
          value={supported ? props.country : ''}
          error={supported ? undefined : intl.formatMessage(checkoutMessages.notShipped)}
          onChange={(event) => props.onCountryChange(event.target.value)}
        />
      ) : null}
      {props.choiceEnabled && props.methods.length > 0 ? (
        <RadioGroup
          data-testid="shipping-methods"
          legend={intl.formatMessage(checkoutMessages.shippingMethod)}
          name="shipping-method"
          variant="card"
          required
          disabled={props.methodsLoading}
          value={props.selectedMethodId}
          onChange={props.onMethodChange}
          error={props.methodError}
          options={props.methods.map((method) => ({
            value: method.id,
            label: method.name ?? method.id,
            aside: method.price
              ? method.price.amount === 0
                ? intl.formatMessage(checkoutMessages.shippingFree)
                : formatMoney(method.price.amount, method.price.currency, locale)
              : undefined,
          }))}
        />
      ) : null}
      {props.delivery ? (
        <DeliverySlotPicker
          data-testid="delivery"
          dateLegend={intl.formatMessage(checkoutMessages.deliveryDate)}
          slotLegend={intl.formatMessage(checkoutMessages.deliverySlot)}
          emptyText={intl.formatMessage(checkoutMessages.deliveryEmpty)}
          dates={props.delivery.dates.map((date) => ({
            value: date,
            label: dateFormat.format(new Date(`${date}T00:00:00Z`)),
          }))}
          slots={props.selectedDate ? props.delivery.slots.map((slot) => ({ value: slot, label: slot })) : []}
          selectedDate={props.selectedDate}
          selectedSlot={props.selectedSlot}
          onDateChange={props.onDateChange}
          onSlotChange={props.onSlotChange}
          error={props.deliveryError}
          required
        />
      ) : null}
    </section>
  );
}
