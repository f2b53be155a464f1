import * as v from 'valibot';
import { type CheckoutFormValues, emptyCheckoutForm } from './CheckoutFormValues';

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

/** The `sessionStorage` key of one cart's form: forms never leak between carts or merchants. */
export function formStorageKey(apiKey: string, cartId: string): string {
  return `checkout:form:${apiKey}:${cartId}`;
}

/** Reads a cart's saved form, or the empty form when there is none or it is unreadable. */
export function readStoredForm(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  fallback = emptyCheckoutForm(),
): CheckoutFormValues {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const parsed = v.safeParse(StoredFormSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

/** Saves a cart's form; only the fields of {@link CheckoutFormValues} are written. */
export function writeStoredForm(storage: Pick<Storage, 'setItem'>, key: string, values: CheckoutFormValues): void {
  try {
    storage.setItem(key, JSON.stringify(v.parse(StoredFormSchema, values)));
  } catch {
    // Storage full or disabled: the form still works, it just does not survive a reload.
  }
}

/** Forgets a cart's form, after a successful order. */
export function clearStoredForm(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}
