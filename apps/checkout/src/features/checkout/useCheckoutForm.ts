import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHydrating } from '../../app/useHydrating';
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
  /** Whether the values came from a saved form (not the empty one): after a server render, once hydrated. */
  readonly restored: boolean;
}

/**
 * Holds the checkout form of one cart and mirrors it into `sessionStorage` on every change; on
 * mount it first sweeps expired records (and keys of the older format that held the api key). The
 * server has no storage: its render and the hydration of it show the empty form, and the saved one
 * follows right after hydrating (nothing is saved before it is read).
 */
export function useCheckoutForm(apiKey: string, cartId: string, defaultCountry: string): CheckoutFormState {
  const scope = useMemo(() => ({ apiKey, cartId }), [apiKey, cartId]);
  const hydrating = useHydrating();
  const [values, setValues] = useState(() =>
    hydrating ? emptyCheckoutForm(defaultCountry) : readSavedForm(scope, defaultCountry),
  );
  const [read, setRead] = useState(!hydrating);
  const [restored, setRestored] = useState(() => !hydrating && !isEmptyForm(values, defaultCountry));
  useEffect(() => {
    if (read) return;
    const saved = readSavedForm(scope, defaultCountry);
    setValues(saved);
    setRestored(!isEmptyForm(saved, defaultCountry));
    setRead(true);
  }, [read, scope, defaultCountry]);
  useEffect(() => {
    if (read) writeStoredForm(sessionStorage, scope, values);
  }, [read, scope, values]);
  const update = useCallback((change: (current: CheckoutFormValues) => CheckoutFormValues) => setValues(change), []);
  const clear = useCallback(() => clearStoredForm(sessionStorage, scope), [scope]);
  return useMemo(() => ({ values, update, clear, restored }), [values, update, clear, restored]);
}

function readSavedForm(scope: { apiKey: string; cartId: string }, defaultCountry: string): CheckoutFormValues {
  sweepCartRecords(sessionStorage);
  return readStoredForm(sessionStorage, scope, emptyCheckoutForm(defaultCountry));
}

function isEmptyForm(values: CheckoutFormValues, defaultCountry: string): boolean {
  return JSON.stringify(values) === JSON.stringify(emptyCheckoutForm(defaultCountry));
}
