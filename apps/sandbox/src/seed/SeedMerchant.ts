import type { VoucherRecord } from '../domain/evaluateVoucher';
import type { CartDocument, CartStatus, MerchantSettingsRecord, ProductRecord } from '../store/records';

/** A merchant of the seed, without its link secret (generated at seed time, never committed). */
export interface SeedMerchant {
  api_key: string;
  name: string;
  settings: MerchantSettingsRecord;
  locale_override: Record<string, unknown> | null;
  styling: Record<string, unknown> | null;
  theme: Record<string, unknown> | null;
  products: ProductRecord[];
  vouchers: Record<string, VoucherRecord>;
  carts: {
    scenario: string;
    status: CartStatus;
    cart: Omit<CartDocument, 'currency' | 'items'> & { items: [string, number][] };
  }[];
}
