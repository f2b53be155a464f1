import { describe, expect, it } from 'vitest';
import { localeCookieMaxAgeSeconds, localeCookieName, parseLocaleCookie, serializeLocaleCookie } from './localeCookie';

describe('serializeLocaleCookie', () => {
  it('stores the locale in i18n_redirected for 365 days, SameSite=Lax, on path /', () => {
    const attributes = serializeLocaleCookie('de').split('; ');
    expect(attributes[0]).toBe('i18n_redirected=de');
    expect(attributes).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(attributes).not.toContain('Secure');
  });

  it('adds Secure when asked to', () => {
    expect(serializeLocaleCookie('fr', { secure: true }).split('; ')).toContain('Secure');
  });

  it('names the cookie and its lifetime as spec §2 does', () => {
    expect(localeCookieName).toBe('i18n_redirected');
    expect(localeCookieMaxAgeSeconds).toBe(31_536_000);
  });
});

describe('parseLocaleCookie', () => {
  it.each([
    ['i18n_redirected=de', 'de'],
    ['theme=dark; i18n_redirected=sv; other=1', 'sv'],
    ['i18n_redirected=nb', 'no'],
    ['i18n_redirected=en-GB', 'en'],
  ])('reads %j as %s', (header, locale) => expect(parseLocaleCookie(header)).toBe(locale));

  it.each([
    undefined,
    '',
    'i18n_redirected=pt',
    'i18n_redirected=',
    'x_i18n_redirected=de',
    'i18n_redirected=%E0%A4%A',
  ])('reads no locale from %j', (header) => expect(parseLocaleCookie(header)).toBeUndefined());

  it('reads back what it serialized', () => {
    expect(parseLocaleCookie(serializeLocaleCookie('el').split('; ')[0])).toBe('el');
  });
});
