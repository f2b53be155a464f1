import { type CheckoutFormValues, emptyCheckoutForm } from '@checkout/checkout-core';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cartStorageKey, sweepCartRecords } from './cartStorage';
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

const subscribeToNothing = () => () => {};

/** The form and whether it was restored, from what this tab saved (its stored text, `null` for none). */
interface FormState {
  readonly values: CheckoutFormValues;
  readonly restored: boolean;
  /** The stored text it was read from. */
  readonly from: string | null;
}

/**
 * Holds the checkout form of one cart and mirrors it into `sessionStorage` on every change; on
 * mount it sweeps expired records (and keys of the older format that held the api key). The server
 * has no storage: its render and the hydration of it show the empty form. Right after hydrating React
 * reads what this tab saved, and renders again only when there is something: a tab without a saved
 * form costs the page no second render (which would also force every section set apart for
 * hydration, `HydrateApart`, to hydrate at once). Nothing is saved before the shopper changes it.
 */
export function useCheckoutForm(apiKey: string, cartId: string, defaultCountry: string): CheckoutFormState {
  const scope = useMemo(() => ({ apiKey, cartId }), [apiKey, cartId]);
  const saved = useSyncExternalStore(
    subscribeToNothing,
    () => sessionStorage.getItem(cartStorageKey('form', scope)),
    () => null,
  );
  const [state, setState] = useState(() => formState(scope, saved, defaultCountry));
  const changed = useRef(false);
  // The saved form the hydrating render could not show, taken once it can, unless the shopper already changed the form.
  if (!changed.current && saved !== state.from) setState(formState(scope, saved, defaultCountry));
  useEffect(() => {
    sweepCartRecords(sessionStorage);
  }, []);
  useEffect(() => {
    if (changed.current) writeStoredForm(sessionStorage, scope, state.values);
  }, [scope, state.values]);
  const update = useCallback((change: (current: CheckoutFormValues) => CheckoutFormValues) => {
    changed.current = true;
    setState((current) => ({ ...current, values: change(current.values) }));
  }, []);
  const clear = useCallback(() => clearStoredForm(sessionStorage, scope), [scope]);
  return useMemo(
    () => ({ values: state.values, update, clear, restored: state.restored }),
    [state.values, state.restored, update, clear],
  );
}

function formState(scope: { apiKey: string; cartId: string }, saved: string | null, defaultCountry: string): FormState {
  const empty = emptyCheckoutForm(defaultCountry);
  if (saved === null) return { values: empty, restored: false, from: null };
  const values = readStoredForm(sessionStorage, scope, empty);
  return { values, restored: JSON.stringify(values) !== JSON.stringify(empty), from: saved };
}
