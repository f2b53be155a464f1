import * as v from 'valibot';

/** Body of `POST /cart/{cart_id}/voucher`: `voucher_code` and `email` (spec §3). */
export const VoucherRequestSchema = v.object({
  voucher_code: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
});

/** Body of adding a voucher. */
export type VoucherRequest = v.InferOutput<typeof VoucherRequestSchema>;
