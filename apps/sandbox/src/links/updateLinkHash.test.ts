import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUpdateLink, verifyUpdateLink } from './updateLinkHash';

const scope = { customerId: 'cus_1', orderId: 'ord_1', isUpdateAll: false };

describe('update-link hash', () => {
  it('accepts the hash it signed', () => {
    expect(verifyUpdateLink('secret', scope, signUpdateLink('secret', scope))).toBe(true);
  });

  it('refuses a hash for another customer, order, scope or secret', () => {
    const hash = signUpdateLink('secret', scope);
    expect(verifyUpdateLink('secret', { ...scope, customerId: 'cus_2' }, hash)).toBe(false);
    expect(verifyUpdateLink('secret', { ...scope, orderId: 'ord_2' }, hash)).toBe(false);
    expect(verifyUpdateLink('secret', { ...scope, isUpdateAll: true }, hash)).toBe(false);
    expect(verifyUpdateLink('other', scope, hash)).toBe(false);
  });

  it('signs an all-orders link for the customer, whatever order it names', () => {
    const all = { customerId: 'cus_1', orderId: 'ord_1', isUpdateAll: true };
    const hash = signUpdateLink('secret', all);
    expect(verifyUpdateLink('secret', { ...all, orderId: 'ord_9' }, hash)).toBe(true);
    expect(verifyUpdateLink('secret', { ...all, customerId: 'cus_2' }, hash)).toBe(false);
  });

  it('refuses every tampered or malformed hash without throwing', () => {
    const hash = signUpdateLink('secret', scope);
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        fc.pre(candidate !== hash);
        expect(verifyUpdateLink('secret', scope, candidate)).toBe(false);
      }),
    );
    expect(verifyUpdateLink('secret', scope, hash.toUpperCase())).toBe(false);
  });
});
