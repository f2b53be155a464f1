import { describe, expect, it, vi } from 'vitest';
import { switchLocale } from './switchLocale';

const location = (pathname: string, protocol = 'https:') => ({ pathname, search: '?a=1', hash: '', protocol });

describe('switchLocale', () => {
  it('stores a secure cookie on https and navigates to the same page under the new prefix', () => {
    const writeCookie = vi.fn();
    const navigate = vi.fn();
    switchLocale('no', { location: location('/de/key/cart/order-confirmation'), writeCookie, navigate });
    expect(writeCookie).toHaveBeenCalledWith('i18n_redirected=no; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(navigate).toHaveBeenCalledWith('/no/key/cart/order-confirmation?a=1');
  });

  it('leaves Secure off on plain http (local sandbox)', () => {
    const writeCookie = vi.fn();
    switchLocale('sl', { location: location('/key/cart', 'http:'), writeCookie, navigate: vi.fn() });
    expect(writeCookie).toHaveBeenCalledWith('i18n_redirected=sl; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
