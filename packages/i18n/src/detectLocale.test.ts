import { describe, expect, it } from 'vitest';
import { detectLocale } from './detectLocale';

describe('detectLocale', () => {
  it('takes the URL prefix first', () => {
    expect(detectLocale({ pathname: '/fi/key/cart', cookie: 'i18n_redirected=de', languages: ['sv'] })).toEqual({
      locale: 'fi',
      source: 'path',
    });
  });

  it('takes the cookie when the path has no supported prefix', () => {
    expect(detectLocale({ pathname: '/pt/key/cart', cookie: 'i18n_redirected=de', languages: ['sv'] })).toEqual({
      locale: 'de',
      source: 'cookie',
    });
  });

  it('takes the first supported browser language when path and cookie do not decide', () => {
    expect(detectLocale({ pathname: '/', cookie: 'i18n_redirected=xx', languages: ['pt-BR', 'nb-NO', 'de'] })).toEqual({
      locale: 'no',
      source: 'browser',
    });
  });

  it('maps en-GB to en', () => {
    expect(detectLocale({ languages: ['en-GB'] })).toEqual({ locale: 'en', source: 'browser' });
  });

  it('falls back to en when nothing is supported', () => {
    expect(detectLocale({ pathname: '/ja/x', cookie: 'i18n_redirected=ja', languages: ['ja', 'zh'] })).toEqual({
      locale: 'en',
      source: 'fallback',
    });
    expect(detectLocale({})).toEqual({ locale: 'en', source: 'fallback' });
  });

  it('skips candidates the merchant does not offer and uses the merchant fallback', () => {
    const available = ['de', 'fr'] as const;
    expect(
      detectLocale({ pathname: '/sv/x', cookie: 'i18n_redirected=da', languages: ['fi', 'fr'], available }),
    ).toEqual({ locale: 'fr', source: 'browser' });
    expect(detectLocale({ pathname: '/sv/x', available, fallback: 'de' })).toEqual({
      locale: 'de',
      source: 'fallback',
    });
  });

  it('uses the first available locale when the fallback is not offered', () => {
    expect(detectLocale({ available: ['nl', 'fr'], fallback: 'en' })).toEqual({ locale: 'nl', source: 'fallback' });
  });
});
