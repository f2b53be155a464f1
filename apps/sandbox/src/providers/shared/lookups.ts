import type { PaymentGateway } from '@checkout/reference-data';
import type { Context } from 'hono';
import { fail } from '../../http/envelope';
import type { SandboxContext } from '../../SandboxContext';
import { findCart } from '../../store/carts';
import { findMerchant } from '../../store/merchants';
import type { CartDocument, MerchantRecord, MerchantSettingsRecord } from '../../store/records';

/** A found record, or the error envelope to answer instead. */
export type Lookup<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The merchant's payment method on `gateway`, or `null` when the merchant does not offer it. */
export function gatewayMethod(
  merchant: MerchantRecord,
  gateway: PaymentGateway,
): MerchantSettingsRecord['payment_methods'][number] | null {
  return merchant.settings.payment_methods?.find((method) => method.gateway === gateway) ?? null;
}

/** The merchant of `:apiKey` offering `gateway`; a 404 envelope when either is missing. */
export async function requireMerchant(
  c: Context,
  ctx: SandboxContext,
  gateway: PaymentGateway,
): Promise<Lookup<MerchantRecord>> {
  const merchant = await findMerchant(ctx.db, c.req.param('apiKey') ?? '');
  if (!merchant) return { ok: false, response: fail(c, 404, 'Merchant not found.') };
  if (!gatewayMethod(merchant, gateway)) {
    return { ok: false, response: fail(c, 404, `The merchant does not offer ${gateway}.`) };
  }
  return { ok: true, value: merchant };
}

/** The merchant's open cart `:cartId`; 404 when unknown, 409 when it cannot be paid any more. */
export async function requireOpenCart(
  c: Context,
  ctx: SandboxContext,
  merchant: MerchantRecord,
): Promise<Lookup<CartDocument>> {
  const cart = await findCart(ctx.db, merchant.api_key, c.req.param('cartId') ?? '');
  if (!cart) return { ok: false, response: fail(c, 404, 'Cart not found.') };
  if (cart.status !== 'open') return { ok: false, response: fail(c, 409, 'The cart cannot be paid any more.') };
  return { ok: true, value: cart.document };
}
