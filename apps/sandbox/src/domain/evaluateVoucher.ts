import type { CartDocument } from '../store/records';
import { toDecimal, toMinor } from './money';
import { cartTotals } from './toWireCart';

/** A voucher a merchant issued (`vouchers.document`). */
export interface VoucherRecord {
  kind: 'percent' | 'fixed';
  /** Percent (`10`) or a decimal amount (`"5.00"`) in the merchant's currency. */
  value: string;
  expires_at?: string | null;
  /** Smallest item total the voucher applies to, as a decimal. */
  min_order?: string | null;
}

/** Why a voucher does not apply, or the discount it gives. */
export type VoucherVerdict =
  | { ok: true; discount: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'min_order'; message: string };

/** Decides whether `voucher` applies to `cart` at `now`, and its discount. */
export function evaluateVoucher(voucher: VoucherRecord | null, cart: CartDocument, now: Date): VoucherVerdict {
  if (!voucher) return { ok: false, reason: 'unknown', message: 'The voucher code is invalid.' };
  if (voucher.expires_at && new Date(voucher.expires_at).getTime() <= now.getTime()) {
    return { ok: false, reason: 'expired', message: 'The voucher has expired.' };
  }
  const items = cartTotals({ ...cart, voucher: null, shipping_method_id: null }).items;
  if (voucher.min_order && items < toMinor(voucher.min_order, cart.currency)) {
    return {
      ok: false,
      reason: 'min_order',
      message: `The voucher applies to orders of at least ${voucher.min_order} ${cart.currency}.`,
    };
  }
  const discount =
    voucher.kind === 'percent'
      ? Math.round((items * Number(voucher.value)) / 100)
      : Math.min(items, toMinor(voucher.value, cart.currency));
  return { ok: true, discount: toDecimal(discount, cart.currency) };
}
