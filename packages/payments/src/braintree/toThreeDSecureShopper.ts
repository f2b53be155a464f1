import type { PaymentShopper } from '../contract/PaymentPortData';

/** The shopper fields of braintree-web's `verifyCard` options (https://braintree.github.io/braintree-web/current/ThreeDSecure.html#verifyCard). */
export interface ThreeDSecureShopper {
  email?: string;
  mobilePhoneNumber?: string;
  billingAddress?: {
    givenName?: string;
    surname?: string;
    streetAddress?: string;
    extendedAddress?: string;
    locality?: string;
    region?: string;
    postalCode?: string;
    countryCodeAlpha2?: string;
  };
}

/** Keeps the non-empty entries: Braintree's lookup refuses empty strings, and unknown is better left out. */
function compact<T extends Record<string, string | null | undefined>>(fields: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ) as Partial<Record<keyof T, string>>;
}

/**
 * The shopper data braintree-web recommends for a 3-D Secure 2 lookup without a challenge (email,
 * phone, billing address), from what the checkout knows; the phone only as digits, as Braintree wants it.
 */
export function toThreeDSecureShopper(shopper: PaymentShopper | null): ThreeDSecureShopper {
  if (shopper === null) return {};
  const digits = shopper.phone?.replace(/\D/g, '') ?? '';
  const billing = shopper.billing;
  const street = billing ? [billing.street, billing.streetNumber].filter(Boolean).join(' ') : '';
  const address = billing
    ? compact({
        givenName: billing.firstName,
        surname: billing.lastName,
        streetAddress: street,
        extendedAddress: billing.addition,
        locality: billing.city,
        region: billing.region,
        postalCode: billing.postalCode,
        countryCodeAlpha2: billing.countryCode?.toUpperCase(),
      })
    : {};
  return {
    ...compact({ email: shopper.email, mobilePhoneNumber: digits }),
    ...(Object.keys(address).length > 0 ? { billingAddress: address } : {}),
  };
}
