import { describe, expect, it } from 'vitest';
import { MAX_OVERRIDE_MESSAGE_LENGTH, toLocaleOverride } from './toLocaleOverride';

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

  it('drops a text longer than the limit and nesting deeper than eight levels, keeping the rest', () => {
    let deep: Record<string, unknown> = { leaf: 'too deep' };
    for (let level = 0; level < 20; level++) deep = { nested: deep };
    const override = toLocaleOverride({
      messages: {
        en: {
          'checkout.pay': 'x'.repeat(MAX_OVERRIDE_MESSAGE_LENGTH + 1),
          'checkout.title': 'y'.repeat(MAX_OVERRIDE_MESSAGE_LENGTH),
          deep,
        },
      },
      locales: [],
    });
    expect(Object.keys(override?.messages?.en ?? {})).toEqual(['checkout.title']);
  });
});
