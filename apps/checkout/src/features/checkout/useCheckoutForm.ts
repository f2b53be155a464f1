import { useCallback, useEffect, useMemo, useState } from 'react';
import { type CheckoutFormValues, emptyCheckoutForm } from './CheckoutFormValues';
import { sweepCartRecords } from './cartStorage';
import { clearStoredForm, readStoredForm, writeStoredForm } from './formStorage';

/** The form state of one cart, kept in `sessionStorage` so it survives reloads and provider redirects. */
export interface CheckoutFormState {
  readonly values: CheckoutFormValues;
  /** Applies a change to the values (and saves them). */
  readonly update: (change: (values: CheckoutFormValues) => CheckoutFormValues) => void;
  /** Forgets the saved form, after a successful order. */
  readonly clear: () => void;
}

/**
 * Holds the checkout form of one cart and mirrors it into `sessionStorage` on every change; on
 * mount it first sweeps expired records (and keys of the older format that held the api key).
 */
export function useCheckoutForm(apiKey: string, cartId: string, defaultCountry: string): CheckoutFormState {
  const scope = useMemo(() => ({ apiKey, cartId }), [apiKey, cartId]);
  const [values, setValues] = useState(() => {
    sweepCartRecords(sessionStorage);
    return readStoredForm(sessionStorage, scope, emptyCheckoutForm(defaultCountry));
  });
  useEffect(() => {
    writeStoredForm(sessionStorage, scope, values);
  }, [scope, values]);
  const update = useCallback((change: (current: CheckoutFormValues) => CheckoutFormValues) => setValues(change), []);
  const clear = useCallback(() => clearStoredForm(sessionStorage, scope), [scope]);
  return useMemo(() => ({ values, update, clear }), [values, update, clear]);
}
