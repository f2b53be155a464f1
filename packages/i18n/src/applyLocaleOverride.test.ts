import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleOverride } from './applyLocaleOverride';
import type { CompiledMessages } from './CompiledMessages';
import { createCheckoutIntl } from './createCheckoutIntl';
import { parseOverrideMessage } from './parseOverrideMessage';

vi.mock('./parseOverrideMessage', async (importOriginal) => {
  const original = await importOriginal<typeof import('./parseOverrideMessage')>();
  return { parseOverrideMessage: vi.fn(original.parseOverrideMessage) };
});

const catalogue: CompiledMessages = {
  'error.generic': [{ type: 0, value: 'An error occurred' }],
  'errorPage.cartNotFound': [{ type: 0, value: 'Cart not found' }],
};

const format = async (messages: CompiledMessages, id: string, values?: Record<string, string | number>) =>
  createCheckoutIntl('en', messages).formatMessage({ id }, values);

afterEach(() => vi.mocked(parseOverrideMessage).mockClear());

describe('applyLocaleOverride', () => {
  it('returns the catalogue untouched without overrides for the locale', async () => {
    expect(await applyLocaleOverride(catalogue, undefined, 'en')).toBe(catalogue);
    expect(await applyLocaleOverride(catalogue, { messages: { de: { 'error.generic': 'Fehler' } } }, 'en')).toBe(
      catalogue,
    );
  });

  it('merges the merchant messages of the locale over the catalogue and keeps the rest', async () => {
    const merged = await applyLocaleOverride(
      catalogue,
      { messages: { en: { 'error.generic': 'Oops, that went wrong', 'shop.custom': 'Extra text' } } },
      'en',
    );
    expect(await format(merged, 'error.generic')).toBe('Oops, that went wrong');
    expect(await format(merged, 'shop.custom')).toBe('Extra text');
    expect(await format(merged, 'errorPage.cartNotFound')).toBe('Cart not found');
    expect(catalogue['error.generic']).toEqual([{ type: 0, value: 'An error occurred' }]);
  });

  it('keeps plain text as literal text without loading the ICU parser', async () => {
    const text = "Don't worry: it's # 1 <b>deal</b>";
    const merged = await applyLocaleOverride(catalogue, { messages: { en: { 'error.generic': text } } }, 'en');
    expect(merged['error.generic']).toEqual([{ type: 0, value: text }]);
    expect(await format(merged, 'error.generic')).toBe(text);
    expect(parseOverrideMessage).not.toHaveBeenCalled();
  });

  it('parses an override that uses ICU syntax, with tags kept as text', async () => {
    const merged = await applyLocaleOverride(
      catalogue,
      { messages: { en: { 'error.generic': '<b>{count, plural, one {# item} other {# items}}</b> failed' } } },
      'en',
    );
    expect(parseOverrideMessage).toHaveBeenCalledTimes(1);
    expect(await format(merged, 'error.generic', { count: 2 })).toBe('<b>2 items</b> failed');
  });

  it('keeps a malformed ICU override as literal text', async () => {
    const merged = await applyLocaleOverride(catalogue, { messages: { en: { 'error.generic': 'Broken {' } } }, 'en');
    expect(await format(merged, 'error.generic')).toBe('Broken {');
  });

  it('ignores values that are not strings', async () => {
    const override = JSON.parse('{"messages":{"en":{"error.generic":42}}}');
    expect(await applyLocaleOverride(catalogue, override, 'en')).toBe(catalogue);
  });
});
