import { describe, expect, it } from 'vitest';
import { toLocaleOverride } from './toLocaleOverride';

describe('toLocaleOverride', () => {
  it('gives no override when the platform sent none', () => {
    expect(toLocaleOverride(null)).toBeUndefined();
  });

  it('flattens nested messages to dotted ids and drops values that are not text', () => {
    const override = toLocaleOverride({
      messages: { de: { checkout: { pay: 'Jetzt mieten' }, 'errorPage.notFound': 'Weg', count: 3 } },
      defaultLocale: 'de',
      locales: ['de', 'en'],
    });
    expect(override).toEqual({
      messages: { de: { 'checkout.pay': 'Jetzt mieten', 'errorPage.notFound': 'Weg' } },
      defaultLocale: 'de',
      locales: ['de', 'en'],
    });
  });

  it('leaves locales out when the list is empty, so all twelve are offered', () => {
    expect(toLocaleOverride({ messages: {}, locales: [] })).toEqual({ messages: {} });
  });
});
