import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from './CheckoutFormValues';
import { clearStoredForm, formStorageKey, readStoredForm, writeStoredForm } from './formStorage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    raw: values,
  };
}

describe('form storage', () => {
  it('gives back what was saved for the same cart', () => {
    const storage = memoryStorage();
    const key = formStorageKey('demo-all', 'cart-normal');
    const form = { ...emptyCheckoutForm(), email: 'ada@example.com', checkboxes: { terms: true } };
    writeStoredForm(storage, key, form);
    expect(readStoredForm(storage, key)).toEqual(form);
  });

  it('keeps forms of different carts apart', () => {
    const storage = memoryStorage();
    writeStoredForm(storage, formStorageKey('demo-all', 'cart-a'), { ...emptyCheckoutForm(), email: 'a@example.com' });
    expect(readStoredForm(storage, formStorageKey('demo-all', 'cart-b')).email).toBe('');
  });

  it('never writes fields outside the form, such as a card number or a social security number', () => {
    const storage = memoryStorage();
    const key = formStorageKey('k', 'c');
    writeStoredForm(storage, key, {
      ...emptyCheckoutForm(),
      cardNumber: '4242424242424242',
      social_security: '123',
    } as never);
    const raw = storage.raw.get(key) ?? '';
    expect(raw).not.toContain('4242');
    expect(raw).not.toContain('social_security');
  });

  it('clears a cart form after an order', () => {
    const storage = memoryStorage();
    const key = formStorageKey('k', 'c');
    writeStoredForm(storage, key, { ...emptyCheckoutForm(), email: 'x@example.com' });
    clearStoredForm(storage, key);
    expect(readStoredForm(storage, key)).toEqual(emptyCheckoutForm());
  });

  it('falls back to the empty form for anything unreadable', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const storage = { getItem: () => raw };
        const form = readStoredForm(storage, 'key');
        expect(typeof form.email).toBe('string');
        expect(typeof form.billing.alpha2).toBe('string');
      }),
    );
  });
});
