import de from '@checkout/i18n/messages/de.json';
import { describe, expect, it, vi } from 'vitest';
import { STORY_LOCALES } from './storyLocales';
import { storyTexts } from './storyTexts';

describe('storyTexts', () => {
  it.each(STORY_LOCALES)('finds every story text of %s in the catalogue and formats its arguments', (locale) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { removeVoucher, ...texts } = storyTexts(locale);
    const unfound = Object.entries(texts).filter(([, text]) => text === '' || /^[a-z]+(\.[\w]+)+$/.test(text));
    expect(unfound).toEqual([]);
    expect(Object.values(texts).filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(removeVoucher('SPRING10')).toContain('SPRING10');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows what the shopper sees: the language’s own catalogue messages', () => {
    const german = storyTexts('de');
    expect(german.pay).toBe(de['checkout.pay']);
    expect(german.required).toBe(de['validation.required'].replace('{field}', de['field.generic']));
    expect(german.pay).not.toBe(storyTexts('en').pay);
  });
});
