import { emptyCheckoutForm } from '@checkout/checkout-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_RECORD_TTL_MS, writeCartRecord } from './cartStorage';
import { clearStoredForm, readStoredForm, writeStoredForm } from './formStorage';
import { memoryStorage } from './storageTestDouble';

const scope = { apiKey: 'demo-all', cartId: 'cart-normal' };
const now = Date.UTC(2026, 10, 22, 12);
const apiKeys = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/).map((key) => `key_${key}`);

describe('form storage', () => {
  it('gives back what was saved for the same cart', () => {
    const storage = memoryStorage();
    const form = { ...emptyCheckoutForm(), email: 'ada@example.com', checkboxes: { terms: true } };
    writeStoredForm(storage, scope, form, now);
    expect(readStoredForm(storage, scope, emptyCheckoutForm(), now)).toEqual(form);
  });

  it('keeps forms of different carts and merchants apart', () => {
    const storage = memoryStorage();
    writeStoredForm(
      storage,
      { apiKey: 'demo-all', cartId: 'cart-a' },
      { ...emptyCheckoutForm(), email: 'a@x.example' },
    );
    expect(readStoredForm(storage, { apiKey: 'demo-all', cartId: 'cart-b' }).email).toBe('');
    expect(readStoredForm(storage, { apiKey: 'demo-other', cartId: 'cart-a' }).email).toBe('');
  });

  it('writes no api key, in the key or the value, whatever the api key', () => {
    fc.assert(
      fc.property(apiKeys, fc.string({ minLength: 1 }), (apiKey, cartId) => {
        const storage = memoryStorage();
        writeStoredForm(storage, { apiKey, cartId }, { ...emptyCheckoutForm(), email: 'ada@example.com' }, now);
        for (const [key, value] of storage.raw) {
          expect(key).not.toContain(apiKey);
          if (!cartId.includes(apiKey)) expect(value).not.toContain(apiKey);
        }
      }),
    );
  });

  it('forgets a form older than a day, and removes it', () => {
    const storage = memoryStorage();
    writeStoredForm(storage, scope, { ...emptyCheckoutForm(), email: 'old@example.com' }, now);
    expect(readStoredForm(storage, scope, emptyCheckoutForm(), now + CART_RECORD_TTL_MS + 1).email).toBe('');
    expect(storage.raw.size).toBe(0);
  });

  it('never writes fields outside the form, such as a card number or a social security number', () => {
    const storage = memoryStorage();
    writeStoredForm(storage, scope, {
      ...emptyCheckoutForm(),
      cardNumber: '4242424242424242',
      social_security: '123',
    } as never);
    const raw = [...storage.raw.values()].join('');
    expect(raw).not.toContain('4242');
    expect(raw).not.toContain('social_security');
  });

  it('drops fields planted into a stored record by hand', () => {
    const storage = memoryStorage();
    writeCartRecord(storage, 'form', scope, { ...emptyCheckoutForm(), cardNumber: '4242424242424242' }, now);
    expect(readStoredForm(storage, scope, emptyCheckoutForm(), now)).not.toHaveProperty('cardNumber');
  });

  it('clears a cart form after an order', () => {
    const storage = memoryStorage();
    writeStoredForm(storage, scope, { ...emptyCheckoutForm(), email: 'x@example.com' });
    clearStoredForm(storage, scope);
    expect(readStoredForm(storage, scope)).toEqual(emptyCheckoutForm());
    expect(storage.raw.size).toBe(0);
  });

  it('falls back to the given form for anything unreadable', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const storage = memoryStorage();
        for (const key of ['checkout:form:x', 'checkout:form:demo-all:cart-normal']) storage.setItem(key, raw);
        const fallback = emptyCheckoutForm('AT');
        expect(readStoredForm(storage, scope, fallback, now)).toBe(fallback);
      }),
    );
  });
});
