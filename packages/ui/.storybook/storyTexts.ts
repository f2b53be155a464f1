import da from '@checkout/i18n/messages/da.json';
import de from '@checkout/i18n/messages/de.json';
import el from '@checkout/i18n/messages/el.json';
import en from '@checkout/i18n/messages/en.json';
import es from '@checkout/i18n/messages/es.json';
import fi from '@checkout/i18n/messages/fi.json';
import fr from '@checkout/i18n/messages/fr.json';
import it from '@checkout/i18n/messages/it.json';
import nl from '@checkout/i18n/messages/nl.json';
import no from '@checkout/i18n/messages/no.json';
import sl from '@checkout/i18n/messages/sl.json';
import sv from '@checkout/i18n/messages/sv.json';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { StoryLocale } from './storyLocales';

/** The app's catalogues (`@checkout/i18n`'s message sources), so the stories show the texts shoppers see. */
const CATALOGUES: Record<StoryLocale, Record<string, string>> = { da, de, el, en, es, fi, fr, it, nl, no, sl, sv };

/** A sample argument: a value, or another message (`{ id: 'field.generic' }`). */
type StoryValue = string | number | { readonly id: string };

/** Each story text: the catalogue message it shows, with the sample values of its arguments. */
const MESSAGES = {
  pay: { id: 'checkout.pay' },
  processing: { id: 'checkout.paying' },
  back: { id: 'return.backToCheckout' },
  retry: { id: 'errorPage.retry' },
  email: { id: 'field.email' },
  emailHint: { id: 'confirmation.received.message' },
  required: { id: 'validation.required', values: { field: { id: 'field.generic' } } },
  notes: { id: 'field.notes' },
  country: { id: 'field.country' },
  shippingCountry: { id: 'checkout.shippingMethod.country' },
  invalidCountry: { id: 'validation.country_invalid' },
  phone: { id: 'field.phone' },
  countryCode: { id: 'checkout.contact.dialCode' },
  invalidPhone: { id: 'validation.phone_invalid' },
  region: { id: 'field.region' },
  chooseRegion: { id: 'checkout.address.regionPlaceholder' },
  shippingMethod: { id: 'checkout.shippingMethod.legend' },
  paymentMethod: { id: 'checkout.payment.legend' },
  deliveryDate: { id: 'checkout.delivery.dateLegend' },
  timeSlot: { id: 'checkout.delivery.slotLegend' },
  noDates: { id: 'checkout.delivery.empty' },
  dateOfBirth: { id: 'field.date_of_birth' },
  acceptThis: { id: 'checkout.checkboxes.required' },
  readMore: { id: 'checkout.checkboxes.link' },
  sameAsBilling: { id: 'checkout.shipping.sameAsBilling' },
  consents: { id: 'checkout.checkboxes.legend' },
  acceptAll: { id: 'checkout.payBlocked' },
  voucher: { id: 'checkout.voucher.label' },
  apply: { id: 'checkout.voucher.apply' },
  invalidVoucher: { id: 'checkout.voucher.invalid' },
  anError: { id: 'error.generic' },
  verified: { id: 'checkout.botCheck.verified' },
  notFound: { id: 'errorPage.notFound' },
  serverError: { id: 'error.server' },
  unknownError: { id: 'error.unknown' },
  cartNotFound: { id: 'errorPage.cartNotFound' },
  unavailable: { id: 'errorPage.serverError' },
  backToCart: { id: 'confirmation.backToCart' },
  offline: { id: 'app.offline' },
  loadingPage: { id: 'app.progress.label' },
  changeLanguage: { id: 'localeSwitch.label' },
  cart: { id: 'checkout.cart.heading' },
  subtotal: { id: 'checkout.summary.subtotal' },
  shipping: { id: 'checkout.summary.shipping' },
  total: { id: 'checkout.summary.total' },
  monthly: { id: 'status.subscriptionFrequency.monthly' },
  rental: { id: 'checkout.cart.rental', values: { months: 12 } },
  close: { id: 'checkout.error.dismiss' },
  active: { id: 'status.subscriptionStatus.active' },
  paused: { id: 'status.subscriptionStatus.paused' },
  cancelled: { id: 'status.subscriptionStatus.cancelled' },
  pending: { id: 'status.customerPaymentState.payment_pending' },
} satisfies Record<string, { id: string; values?: Record<string, StoryValue> }>;

/** The keys of the story texts. */
export type StoryTextKey = keyof typeof MESSAGES;

/** The story texts of one locale, and the voucher's remove label, which names the code. */
export type StoryTexts = Record<StoryTextKey, string> & { readonly removeVoucher: (code: string) => string };

const cache = createIntlCache();

/**
 * The texts the stories show in a locale, read from the app's catalogues, so designers review every component
 * with the wording and translations shoppers see.
 */
export function storyTexts(locale: StoryLocale): StoryTexts {
  const messages = CATALOGUES[locale];
  const intl = createIntl({ locale, messages }, cache);
  const format = (id: string, values: Record<string, StoryValue> = {}) =>
    intl.formatMessage(
      { id },
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'object' ? intl.formatMessage({ id: value.id }) : value,
        ]),
      ),
    );
  const texts = Object.fromEntries(
    Object.entries(MESSAGES).map(([key, message]) => [
      key,
      format(message.id, 'values' in message ? message.values : undefined),
    ]),
  ) as Record<StoryTextKey, string>;
  return { ...texts, removeVoucher: (code) => format('checkout.voucher.remove', { code }) };
}
