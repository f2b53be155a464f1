import { type CheckoutFormValues, emptyCheckoutForm } from '@checkout/checkout-core';
import * as v from 'valibot';
import { type CartScope, clearCartRecord, readCartRecord, writeCartRecord } from './cartStorage';

const text = v.optional(v.string(), '');
const AddressStoredSchema = v.object({
  first_name: text,
  last_name: text,
  company: text,
  street: text,
  street_number: text,
  address_addition: text,
  postal_code: text,
  city: text,
  region: text,
  alpha2: text,
  notes: text,
});

/** What may be read back from storage: exactly the form's fields, anything else (a card number planted by hand) is dropped. */
const StoredFormSchema = v.object({
  email: text,
  phone: text,
  phoneCountry: text,
  date_of_birth: text,
  vat_number: text,
  billing: AddressStoredSchema,
  shipping: AddressStoredSchema,
  sameAsBilling: v.optional(v.boolean(), true),
  shippingMethodId: v.optional(v.nullable(v.string()), null),
  deliveryDate: v.optional(v.nullable(v.string()), null),
  deliverySlot: v.optional(v.nullable(v.string()), null),
  checkboxes: v.optional(v.record(v.string(), v.boolean()), {}),
  extras: v.optional(v.record(v.string(), v.string()), {}),
  paymentMethodId: v.optional(v.nullable(v.string()), null),
});

/** Reads a cart's saved form, or `fallback` when there is none, it is unreadable, expired or another cart's. */
export function readStoredForm(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  scope: CartScope,
  fallback = emptyCheckoutForm(),
  now: number = Date.now(),
): CheckoutFormValues {
  const stored = readCartRecord(
    storage,
    'form',
    scope,
    (data) => {
      const parsed = v.safeParse(StoredFormSchema, data);
      return parsed.success ? parsed.output : null;
    },
    now,
  );
  return stored ?? fallback;
}

/** Saves a cart's form with its cart id and the time; only the fields of {@link CheckoutFormValues} are written. */
export function writeStoredForm(
  storage: Pick<Storage, 'setItem'>,
  scope: CartScope,
  values: CheckoutFormValues,
  now: number = Date.now(),
): void {
  const parsed = v.safeParse(StoredFormSchema, values);
  if (parsed.success) writeCartRecord(storage, 'form', scope, parsed.output, now);
}

/** Forgets a cart's form, once its order is confirmed. */
export function clearStoredForm(storage: Pick<Storage, 'removeItem'>, scope: CartScope): void {
  clearCartRecord(storage, 'form', scope);
}
