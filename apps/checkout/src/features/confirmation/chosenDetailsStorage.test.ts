import { afterEach, describe, expect, it } from 'vitest';
import { cartStorageKey } from '../checkout/cartStorage';
import { chosenDetailsStorage } from './chosenDetailsStorage';

const details = {
  shipping_method: { id: 'express', name: 'Express delivery', price: { amount: 990, currency: 'EUR' } },
  delivery: null,
  voucher: { code: 'SAVE5', discount: { amount: 500, currency: 'EUR' } },
  billing_address: { first_name: 'Ada', street: 'Marienplatz', street_number: '8', alpha2: 'DE' },
  shipping_address: { first_name: 'Ada', street: 'Marienplatz', street_number: '8', alpha2: 'DE' },
};

afterEach(() => sessionStorage.clear());

describe('chosenDetailsStorage', () => {
  it('keeps the choices of one cart for its confirmation, under a key without the api key', () => {
    chosenDetailsStorage.keep('demo-all', 'cart-1', details);
    expect(chosenDetailsStorage.read('demo-all', 'cart-1')).toEqual(details);
    expect(chosenDetailsStorage.read('demo-all', 'cart-2')).toBeNull();
    expect(Object.keys(sessionStorage).join()).not.toContain('demo-all');
  });

  it('reads back only the choices: a card number planted beside them is dropped', () => {
    const key = cartStorageKey('chosen', { apiKey: 'demo-all', cartId: 'cart-1' });
    const data = { ...details, card_number: '4242424242424242', voucher: { ...details.voucher, cvc: '123' } };
    sessionStorage.setItem(key, JSON.stringify({ v: 1, cartId: 'cart-1', savedAt: Date.now(), data }));
    const read = chosenDetailsStorage.read('demo-all', 'cart-1');
    expect(JSON.stringify(read)).not.toMatch(/4242|cvc/);
    expect(read?.voucher?.code).toBe('SAVE5');
  });

  it('refuses a record that is not in the expected shape', () => {
    const key = cartStorageKey('chosen', { apiKey: 'demo-all', cartId: 'cart-1' });
    const data = { ...details, voucher: { code: 'SAVE5', discount: { amount: 4.5, currency: 'EUR' } } };
    sessionStorage.setItem(key, JSON.stringify({ v: 1, cartId: 'cart-1', savedAt: Date.now(), data }));
    expect(chosenDetailsStorage.read('demo-all', 'cart-1')).toBeNull();
  });
});
