import { getCountry } from '@checkout/reference-data';
import type { ContactInput } from '@checkout/validation/contact';
import type { AddressValues, CheckoutFormValues } from './CheckoutFormValues';
import { composePhoneNumber } from './composePhoneNumber';

function toAddress(values: AddressValues, countryName: (alpha2: string) => string) {
  const country = values.alpha2 ? getCountry(values.alpha2) : undefined;
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    company: values.company,
    street: values.street,
    street_number: values.street_number,
    address_addition: values.address_addition,
    postal_code: values.postal_code,
    city: values.city,
    region: values.region,
    notes: values.notes,
    alpha2: country?.alpha2 ?? values.alpha2,
    alpha3: country?.alpha3 ?? '',
    country: country ? countryName(country.alpha2) : '',
  };
}

/** The form's contact as `@checkout/validation` reads it: countries completed from their alpha-2, the shipping address copied when it is the billing one. */
export function toContactInput(
  form: CheckoutFormValues,
  countryName: (alpha2: string) => string,
  locale: string,
): ContactInput & { address: { billing: ReturnType<typeof toAddress>; shipping: ReturnType<typeof toAddress> } } {
  const billing = toAddress(form.billing, countryName);
  return {
    email: form.email,
    phone: composePhoneNumber(form.phoneCountry, form.phone),
    default_locale: locale,
    date_of_birth: form.date_of_birth,
    vat_number: form.vat_number,
    address: { billing, shipping: form.sameAsBilling ? billing : toAddress(form.shipping, countryName) },
  };
}
