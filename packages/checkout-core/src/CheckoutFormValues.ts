/** One address as the shopper types it; `alpha2` picks the country, the rest is free text. */
export interface AddressValues {
  first_name: string;
  last_name: string;
  company: string;
  street: string;
  street_number: string;
  address_addition: string;
  postal_code: string;
  city: string;
  region: string;
  alpha2: string;
  notes: string;
}

/**
 * Everything the shopper enters on the main page that survives a reload (spec "Nothing lost"):
 * never card data, provider tokens or the social security number.
 */
export interface CheckoutFormValues {
  email: string;
  /** The phone number as typed (national or international). */
  phone: string;
  /** The dial-code country of the phone number (alpha-2). */
  phoneCountry: string;
  date_of_birth: string;
  vat_number: string;
  billing: AddressValues;
  shipping: AddressValues;
  /** Whether the shipping address is the billing address. */
  sameAsBilling: boolean;
  shippingMethodId: string | null;
  deliveryDate: string | null;
  deliverySlot: string | null;
  /** Accepted state by checkbox name. */
  checkboxes: Record<string, boolean>;
  /** Extra input values by name. */
  extras: Record<string, string>;
  /** The chosen payment method id. */
  paymentMethodId: string | null;
}

/** An empty address in `alpha2`'s country. */
function emptyAddress(alpha2 = ''): AddressValues {
  return {
    first_name: '',
    last_name: '',
    company: '',
    street: '',
    street_number: '',
    address_addition: '',
    postal_code: '',
    city: '',
    region: '',
    alpha2,
    notes: '',
  };
}

/** The form of a fresh visit; the default country follows the shopper's language where it names one. */
export function emptyCheckoutForm(defaultCountry = 'DE'): CheckoutFormValues {
  return {
    email: '',
    phone: '',
    phoneCountry: defaultCountry,
    date_of_birth: '',
    vat_number: '',
    billing: emptyAddress(defaultCountry),
    shipping: emptyAddress(defaultCountry),
    sameAsBilling: true,
    shippingMethodId: null,
    deliveryDate: null,
    deliverySlot: null,
    checkboxes: {},
    extras: {},
    paymentMethodId: null,
  };
}
