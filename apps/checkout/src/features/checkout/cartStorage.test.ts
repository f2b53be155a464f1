import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_RECORD_TTL_MS,
  cartScopeTag,
  cartStorageKey,
  clearCartRecord,
  readCartRecord,
  sweepCartRecords,
  writeCartRecord,
} from './cartStorage';
import { memoryStorage } from './storageTestDouble';

const scope = { apiKey: 'pk_live_merchant', cartId: 'cart-1' };
const now = Date.UTC(2026, 10, 22, 12);
const anything = (data: unknown) => data;
const apiKeys = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/).map((key) => `key_${key}`);

describe('cart storage keys', () => {
  it('never contain the api key, whatever the api key and cart id', () => {
    fc.assert(
      fc.property(apiKeys, fc.string(), (apiKey, cartId) => {
        const key = cartStorageKey('form', { apiKey, cartId });
        expect(key).not.toContain(apiKey);
        expect(key).toMatch(/^checkout:form:[0-9a-z]{1,13}$/);
      }),
    );
  });

  it('separate merchants and carts, including ids that only differ in where a separator falls', () => {
    const tags = new Set(
      [
        { apiKey: 'a', cartId: 'b:c' },
        { apiKey: 'a:b', cartId: 'c' },
        { apiKey: 'a', cartId: 'bc' },
        { apiKey: 'other', cartId: 'cart-1' },
        scope,
      ].map(cartScopeTag),
    );
    expect(tags.size).toBe(5);
  });

  it('are stable, so a reload finds its record', () => {
    expect(cartStorageKey('confirmation', scope)).toBe(cartStorageKey('confirmation', { ...scope }));
  });
});

describe('cart records', () => {
  it('give back what was saved, with the cart id and saved-at time in the stored value and no api key', () => {
    const storage = memoryStorage();
    writeCartRecord(storage, 'form', scope, { email: 'ada@example.com' }, now);
    expect(readCartRecord(storage, 'form', scope, anything, now + 1000)).toEqual({ email: 'ada@example.com' });
    const [key = '', raw = ''] = [...storage.raw][0] ?? [];
    expect(JSON.parse(raw)).toEqual({ v: 1, cartId: 'cart-1', savedAt: now, data: { email: 'ada@example.com' } });
    expect(`${key}${raw}`).not.toContain(scope.apiKey);
  });

  it.each([
    ['exactly at the time to live', CART_RECORD_TTL_MS, true],
    ['one millisecond past it', CART_RECORD_TTL_MS + 1, false],
    ['a week later', 7 * CART_RECORD_TTL_MS, false],
    ['dated an hour in the future', -60 * 60 * 1000, false],
  ])('honours a record read %s: %s', (_when, age, kept) => {
    const storage = memoryStorage();
    writeCartRecord(storage, 'form', scope, { email: 'x' }, now);
    expect(readCartRecord(storage, 'form', scope, anything, now + age) !== null).toBe(kept);
    expect(storage.raw.size).toBe(kept ? 1 : 0);
  });

  it('ignores and removes a record stamped with another cart (copied or forged under this key)', () => {
    const storage = memoryStorage();
    const key = cartStorageKey('form', scope);
    storage.setItem(key, JSON.stringify({ v: 1, cartId: 'cart-2', savedAt: now, data: { email: 'x' } }));
    expect(readCartRecord(storage, 'form', scope, anything, now)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });

  it('ignores and removes whatever is unreadable, and a record its parser refuses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const storage = memoryStorage();
        storage.setItem(cartStorageKey('form', scope), raw);
        expect(readCartRecord(storage, 'form', scope, () => null, now)).toBeNull();
        expect(storage.raw.size).toBe(0);
      }),
    );
  });

  it('clears one kind of one cart only', () => {
    const storage = memoryStorage();
    writeCartRecord(storage, 'form', scope, 1, now);
    writeCartRecord(storage, 'confirmation', scope, 2, now);
    writeCartRecord(storage, 'form', { ...scope, cartId: 'cart-2' }, 3, now);
    clearCartRecord(storage, 'form', scope);
    expect(readCartRecord(storage, 'form', scope, anything, now)).toBeNull();
    expect(readCartRecord(storage, 'confirmation', scope, anything, now)).toBe(2);
    expect(readCartRecord(storage, 'form', { ...scope, cartId: 'cart-2' }, anything, now)).toBe(3);
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeCartRecord(broken, 'form', scope, 1, now)).not.toThrow();
    expect(readCartRecord(broken, 'form', scope, anything, now)).toBeNull();
  });
});

describe('sweepCartRecords', () => {
  it('removes expired records of every cart and keys of the older format that held the api key, and keeps the rest', () => {
    const storage = memoryStorage();
    writeCartRecord(storage, 'form', scope, 1, now - CART_RECORD_TTL_MS - 1);
    writeCartRecord(storage, 'confirmation', { ...scope, cartId: 'cart-2' }, 2, now - 1000);
    storage.setItem('checkout:form:pk_live_merchant:cart-1', '{"email":"x"}');
    storage.setItem('checkout:pending-return:pk_live_merchant:cart-1', '{}');
    storage.setItem('checkout:utm-sent:pk_live_merchant:cart-1', '1');
    storage.setItem('checkout:chunk-reload-at', String(now));
    sweepCartRecords(storage, now);
    expect([...storage.raw.keys()].sort()).toEqual(
      ['checkout:chunk-reload-at', cartStorageKey('confirmation', { ...scope, cartId: 'cart-2' })].sort(),
    );
  });
});
