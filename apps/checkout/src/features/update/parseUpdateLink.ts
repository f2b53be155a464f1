import type { UpdateLink } from './UpdateLink';

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;
/** Hex (the sandbox's HMAC-SHA256) or base64url signatures a platform may issue. */
const HASH = /^[A-Za-z0-9_-]{16,512}$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const FLAG: Readonly<Record<string, boolean>> = { '1': true, true: true, '0': false, false: false };

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reads an update-payment link (`customer_id`, `order_id`, `hash`, `is_update_all`, `currency`);
 * `null` for anything missing or malformed, with no hint which part was wrong (links are
 * capabilities: the page shows one uniform answer). `order_id` is required unless `is_update_all`.
 */
export function parseUpdateLink(apiKey: string, search: Readonly<Record<string, unknown>>): UpdateLink | null {
  const customerId = text(search.customer_id);
  const hash = text(search.hash);
  const rawOrderId = text(search.order_id);
  const rawFlag = text(search.is_update_all);
  const rawCurrency = text(search.currency);
  if (!SAFE_ID.test(apiKey) || customerId === undefined || !SAFE_ID.test(customerId)) return null;
  if (hash === undefined || !HASH.test(hash)) return null;
  const isUpdateAll = rawFlag === undefined || rawFlag === '' ? false : FLAG[rawFlag.toLowerCase()];
  if (isUpdateAll === undefined) return null;
  const orderId = rawOrderId === undefined || rawOrderId === '' ? null : rawOrderId;
  if (orderId !== null && !SAFE_ID.test(orderId)) return null;
  if (!isUpdateAll && orderId === null) return null;
  if (rawCurrency !== undefined && rawCurrency !== '' && !CURRENCY.test(rawCurrency)) return null;
  return {
    apiKey,
    customerId,
    hash,
    orderId: isUpdateAll ? null : orderId,
    isUpdateAll,
    currency: rawCurrency ? rawCurrency.toUpperCase() : null,
  };
}
