import type { CheckoutSettings } from '@checkout/api-client';
import type { CheckoutFormValues } from '@checkout/checkout-core';
import { dialCodes } from '@checkout/reference-data';
import { DateField, PhoneField, TextField } from '@checkout/ui';
import { defaultContactRequired } from '@checkout/validation';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { checkoutMessages } from './checkout.messages';

/** Props of {@link ContactSection}. */
export interface ContactSectionProps {
  readonly values: CheckoutFormValues;
  readonly update: (change: Partial<CheckoutFormValues>) => void;
  readonly settings: CheckoutSettings;
  /** The error text of a form path, when it should show. */
  readonly errorFor: (path: string) => string | undefined;
  readonly touch: (path: string) => void;
  readonly nameOf: (alpha2: string) => string;
}

/** Contact details: email, phone with dial code, date of birth and VAT number when the merchant asks for them. */
export function ContactSection({ values, update, settings, errorFor, touch, nameOf }: ContactSectionProps) {
  const intl = useIntl();
  const required = { ...defaultContactRequired, ...settings.requiredFields };
  const label = (field: string) => intl.formatMessage({ id: `field.${field}` });
  const phoneCountries = useMemo(
    () =>
      Object.entries(dialCodes)
        .map(([alpha2, dialCode]) => ({ alpha2, dialCode, name: nameOf(alpha2) }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [nameOf, intl.locale],
  );
  const askBirthDate = required.date_of_birth || settings.checks.credit;
  return (
    <section className="app-section" aria-labelledby="contact-heading" data-testid="contact-section">
      <h2 id="contact-heading" className="ck-section-heading">
        {intl.formatMessage(checkoutMessages.contactHeading)}
      </h2>
      <TextField
        id="contact-email"
        data-testid="contact-email"
        type="email"
        label={label('email')}
        autoComplete="email"
        required={required.email}
        value={values.email}
        error={errorFor('email')}
        onChange={(event) => update({ email: event.target.value })}
        onBlur={() => touch('email')}
      />
      <PhoneField
        id="contact-phone"
        data-testid="contact-phone"
        label={label('phone')}
        countryLabel={intl.formatMessage(checkoutMessages.dialCode)}
        countries={phoneCountries}
        country={values.phoneCountry}
        onCountryChange={(alpha2) => update({ phoneCountry: alpha2 })}
        number={values.phone}
        onNumberChange={(phone) => update({ phone })}
        required={required.phone}
        error={errorFor('phone')}
        onBlur={() => touch('phone')}
        name="phone"
      />
      {askBirthDate ? (
        <DateField
          id="contact-date-of-birth"
          data-testid="contact-date-of-birth"
          label={label('date_of_birth')}
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          required={required.date_of_birth || settings.checks.credit}
          value={values.date_of_birth}
          error={errorFor('date_of_birth')}
          onChange={(event) => update({ date_of_birth: event.target.value })}
          onBlur={() => touch('date_of_birth')}
        />
      ) : null}
      {required.vat_number ? (
        <TextField
          id="contact-vat-number"
          data-testid="contact-vat-number"
          label={label('vat_number')}
          required
          value={values.vat_number}
          error={errorFor('vat_number')}
          onChange={(event) => update({ vat_number: event.target.value })}
          onBlur={() => touch('vat_number')}
        />
      ) : null}
    </section>
  );
}
