import { type AddressValues, emptyCheckoutForm } from '@checkout/checkout-core';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { createQueryClient } from '../../router';
import { AddressFields } from './AddressFields';

/** Billing address fields holding their own values. */
function Address({ alpha2, onChange }: { alpha2: string; onChange?: (values: AddressValues) => void }) {
  const [values, setValues] = useState<AddressValues>({ ...emptyCheckoutForm(alpha2).billing });
  return (
    <AddressFields
      kind="billing"
      values={values}
      onChange={(change) => {
        const next = { ...values, ...change };
        setValues(next);
        onChange?.(next);
      }}
      onBlur={() => {}}
      errors={{}}
      required={{ region: true }}
      countries={[
        { id: 'DE', label: 'Germany' },
        { id: 'US', label: 'United States' },
      ]}
      maps={null}
    />
  );
}

/** Test helper: renders billing address fields for a country, with the app's query client, in English. */
export function renderAddressFields(alpha2: string, onChange?: (values: AddressValues) => void) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckoutIntlProvider locale="en">
        <Address alpha2={alpha2} onChange={onChange} />
      </CheckoutIntlProvider>
    </QueryClientProvider>,
  );
}
