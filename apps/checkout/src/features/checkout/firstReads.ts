import { composeCheckoutSettings } from '@checkout/api-client';
import { defaultCountryOf, emptyCheckoutForm, shippingCountryOf } from '@checkout/checkout-core';
import { hasRegions } from '@checkout/reference-data';
import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../app/AppServices';
import { within } from '../../app/within';
import { cartQueries } from '../../queries/cartQueries';
import { merchantQueries } from '../../queries/merchantQueries';
import { readStoredForm } from './formStorage';
import { regionDataQuery } from './useRegionData';

/**
 * How long the checkout waits for the merchant's feature flags before it decides without them: the
 * route before it renders, the dependent reads before they start.
 */
const FLAG_WAIT_MS = 500;

/**
 * The merchant's feature flags once read, or `undefined` when they take longer than `ms` (their
 * read goes on; the page picks them up when they arrive). Never rejects: a failed read counts as
 * no flags.
 */
export function flagsWithin(
  queryClient: QueryClient,
  services: AppServices,
  apiKey: string,
  ms = FLAG_WAIT_MS,
): Promise<Record<string, boolean> | undefined> {
  return within(queryClient.ensureQueryData(merchantQueries.featureFlags(services, apiKey)), ms);
}

/** Which page the reads are for. */
export interface FirstReadsScope {
  readonly lang: string;
  readonly apiKey: string;
  readonly cartId: string;
}

/**
 * Starts the reads the checkout page makes once the cart and payment options are known (the
 * shipping methods of the country the form will show, the delivery dates) as soon as those are
 * here, instead of after the page's first render, and at once the region tables when the form's
 * country has regions: the one place that decides them, for the server's render and the browser's
 * alike. The page's own queries join them. Resolves when they are started; a failure of any read is
 * the page's to handle, so nothing here rejects.
 */
export async function prefetchDependentReads(
  queryClient: QueryClient,
  services: AppServices,
  { lang, apiKey, cartId }: FirstReadsScope,
): Promise<void> {
  try {
    // The server has no storage: it starts the reads of the empty form.
    const empty = emptyCheckoutForm(defaultCountryOf(lang));
    const values =
      typeof sessionStorage === 'undefined' ? empty : readStoredForm(sessionStorage, { apiKey, cartId }, empty);
    const country = shippingCountryOf(values);
    // Spanish, Italian and US addresses show a region list from the first paint: its tables load now,
    // in the browser (they are code, which no server render can hand over; the hydrated page loads them).
    const inBrowser = typeof window !== 'undefined';
    if (inBrowser && (hasRegions(values.billing.alpha2) || hasRegions(country)))
      void queryClient.prefetchQuery(regionDataQuery);
    const [cart, paymentOptions, flags] = await Promise.all([
      queryClient.ensureQueryData(cartQueries.cart(services, apiKey, cartId)),
      queryClient.ensureQueryData(merchantQueries.paymentOptions(services, apiKey, lang)),
      // Flags are waited for briefly only: when they come later and turn a read off, one read was
      // made for nothing; when they turn one on, the page starts it.
      flagsWithin(queryClient, services, apiKey),
    ]);
    const settings = composeCheckoutSettings({ paymentOptions, cart, flags: flags ?? {} });
    if (settings.deliveryDates) void queryClient.prefetchQuery(cartQueries.deliveryDates(services, apiKey, cartId));
    if (settings.shippingChoice && country !== '')
      void queryClient.prefetchQuery(cartQueries.shippingMethods(services, apiKey, cartId, country));
  } catch {
    // The cart's failure is the route's; the page starts the rest itself.
  }
}
