/** How long a record of one cart (form, pay attempt, pending return, confirmation) is honoured after it was last saved: as long as the platform remembers an idempotency key. */
export const CART_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

/** How far in the future a saved-at time may lie (clock adjustments) before the record counts as forged. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The kinds of per-cart record the checkout keeps in browser storage. */
export type CartRecordKind = 'form' | 'pay-attempt' | 'pending-return' | 'confirmation' | 'chosen' | 'utm-sent';

const kinds: readonly CartRecordKind[] = [
  'form',
  'pay-attempt',
  'pending-return',
  'confirmation',
  'chosen',
  'utm-sent',
];

/** The merchant and cart a record belongs to. */
export interface CartScope {
  readonly apiKey: string;
  readonly cartId: string;
}

/** What is written under a cart's key: the data, the cart it belongs to and when it was saved. */
interface CartRecord {
  readonly v: 1;
  readonly cartId: string;
  readonly savedAt: number;
  readonly data: unknown;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * A short one-way tag of a merchant and cart (64-bit FNV-1a, base 36): storage keys carry this
 * tag, never the api key. It separates carts; it is not a secret (the api key is in the URL).
 */
export function cartScopeTag({ apiKey, cartId }: CartScope): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(JSON.stringify([apiKey, cartId]))) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(36);
}

/** The storage key of one cart's record of `kind`, e.g. `checkout:form:3k9x…`. */
export function cartStorageKey(kind: CartRecordKind, scope: CartScope): string {
  return `checkout:${kind}:${cartScopeTag(scope)}`;
}

function isCartRecord(value: unknown): value is CartRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.v === 1 && typeof record.cartId === 'string' && Number.isFinite(record.savedAt) && 'data' in record;
}

function isFresh(record: CartRecord, now: number): boolean {
  const age = now - record.savedAt;
  return age >= -FUTURE_TOLERANCE_MS && age <= CART_RECORD_TTL_MS;
}

function remove(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}

/** Saves `data` as the record of `kind` for one cart, stamped with the cart and the time. */
export function writeCartRecord(
  storage: Pick<Storage, 'setItem'>,
  kind: CartRecordKind,
  scope: CartScope,
  data: unknown,
  now: number = Date.now(),
): void {
  const record: CartRecord = { v: 1, cartId: scope.cartId, savedAt: now, data };
  try {
    storage.setItem(cartStorageKey(kind, scope), JSON.stringify(record));
  } catch {
    // Storage full or disabled: the checkout still works, the record just does not survive a reload.
  }
}

/**
 * Reads the record of `kind` for one cart: a record that is unreadable, expired (older than
 * {@link CART_RECORD_TTL_MS}), dated in the future or stamped with another cart is removed and
 * `null` returned; `parse` turns the stored data into `T` or refuses it with `null`.
 */
export function readCartRecord<T>(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  kind: CartRecordKind,
  scope: CartScope,
  parse: (data: unknown) => T | null,
  now: number = Date.now(),
): T | null {
  const key = cartStorageKey(kind, scope);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    record = null;
  }
  const data =
    isCartRecord(record) && record.cartId === scope.cartId && isFresh(record, now) ? parse(record.data) : null;
  if (data === null) remove(storage, key);
  return data;
}

/** Forgets the record of `kind` for one cart. */
export function clearCartRecord(storage: Pick<Storage, 'removeItem'>, kind: CartRecordKind, scope: CartScope): void {
  remove(storage, cartStorageKey(kind, scope));
}

/**
 * Removes every per-cart record of any cart that is expired or unreadable, and every key in the
 * older format that carried the api key (`checkout:form:{api_key}:{cart_id}`).
 */
export function sweepCartRecords(
  storage: Pick<Storage, 'key' | 'length' | 'getItem' | 'removeItem'>,
  now: number = Date.now(),
): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      const kind = kinds.find((candidate) => key.startsWith(`checkout:${candidate}:`));
      if (kind === undefined) continue;
      const tag = key.slice(`checkout:${kind}:`.length);
      let record: unknown = null;
      try {
        record = JSON.parse(storage.getItem(key) ?? 'null');
      } catch {
        record = null;
      }
      if (!/^[0-9a-z]{1,13}$/.test(tag) || !isCartRecord(record) || !isFresh(record, now)) remove(storage, key);
    }
  } catch {
    // Storage disabled: nothing to sweep.
  }
}
