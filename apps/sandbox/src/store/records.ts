import type { PaymentGateway, SubscriptionFrequency } from '@checkout/reference-data';

/**
 * A merchant's switches, in the wire shape of the platform's `settings`
 * (`MerchantSettingsSchema` of `@checkout/api-client`), plus what only the sandbox knows.
 */
export interface MerchantSettingsRecord {
  credit_check?: boolean;
  bot_check?: boolean;
  stock_check?: boolean;
  delivery_dates?: boolean;
  shipping_choice?: boolean;
  address_autocomplete?: boolean;
  sandbox_mode?: boolean;
  required_fields?: Record<string, unknown>;
  checkboxes?: { name: string; label: string; required: boolean; url?: string }[];
  extras?: {
    name: string;
    label: string;
    type: 'text' | 'number' | 'checkbox' | 'select' | 'date';
    required: boolean;
    options?: string[];
  }[];
  /** Payment methods offered, in order. */
  /**
   * `hosted_confirmation`: an offline gateway that confirms on its hosted page (a bank-transfer
   * initiation): the platform answers `redirect_url` and settles the order from that page.
   */
  payment_methods: {
    id: string;
    gateway: PaymentGateway;
    name: string;
    version?: 1 | 2;
    hosted_confirmation?: boolean;
  }[];
  /** Feature-flag toggles served by the sandbox's Unleash-compatible endpoint. */
  feature_flags?: Record<string, boolean>;
  currency: string;
}

/** A merchant row. */
export interface MerchantRecord {
  api_key: string;
  name: string;
  link_secret: string;
  settings: MerchantSettingsRecord;
  locale_override: Record<string, unknown> | null;
  styling: Record<string, unknown> | null;
  theme: Record<string, unknown> | null;
}

/** A product a merchant sells; carts are built from these by sku. */
export interface ProductRecord {
  sku: string;
  name: string;
  /** Unit price as a decimal string in the merchant's currency. */
  price: string;
  /** Units in stock; `0` makes the stock check fail for carts holding it. */
  stock: number;
  image?: string | null;
  subscription?: { frequency: SubscriptionFrequency; interval: number } | null;
  rental?: { months: number } | null;
}

/** One line of a cart document. */
export interface CartLineRecord {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  price: string;
  image?: string | null;
  subscription?: ProductRecord['subscription'];
  rental?: ProductRecord['rental'];
}

/** Why a cart cannot be checked out any more. */
export type CartStatus = 'open' | 'ordered' | 'cancelled' | 'unavailable';

/** The cart document the sandbox keeps (`carts.document`). */
export interface CartDocument {
  id: string;
  currency: string;
  items: CartLineRecord[];
  draft_id: string | null;
  voucher: { code: string; discount: string } | null;
  shipping_country: string | null;
  shipping_method_id: string | null;
  params: Record<string, string>;
  /** Per-cart switches over the merchant's (for example delivery dates on a rental cart). */
  settings: Partial<MerchantSettingsRecord> | null;
}
