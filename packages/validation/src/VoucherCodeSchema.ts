import * as v from 'valibot';
import { isRequired } from './isRequired';

/** A voucher code as the shopper types it, trimmed; empty reports `voucher_required` (spec §5 "please insert voucher"). */
export const VoucherCodeSchema = v.pipe(
  v.string('invalid_type'),
  v.trim(),
  v.check<string, 'voucher_required'>(isRequired, 'voucher_required'),
);

/** A trimmed, non-empty voucher code. */
export type VoucherCode = v.InferOutput<typeof VoucherCodeSchema>;
