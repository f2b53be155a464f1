// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleOverride } from '../LocaleOverride';
import { CheckoutIntlProvider } from './CheckoutIntlProvider';
import { useAvailableLocales } from './useAvailableLocales';
import { useLocale } from './useLocale';
import { useSwitchLocale } from './useSwitchLocale';

afterEach(cleanup);

beforeEach(() => {
  window.history.replaceState(null, '', '/en/demo-key/demo-cart?step=2#pay');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the provider writes document.cookie too.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

function LocaleProbe() {
  const locale = useLocale();
  const available = useAvailableLocales();
  const switchLocale = useSwitchLocale();
  return (
    <div>
      <p data-testid="locale">{locale}</p>
      <p data-testid="available">{available.join(',')}</p>
      <button type="button" onClick={() => switchLocale('fr')}>
        switch
      </button>
      <FormattedMessage id="errorPage.cartNotFound" />
    </div>
  );
}

describe('CheckoutIntlProvider', () => {
  it('shows the fallback until the catalogue of the locale has loaded, then its messages', async () => {
    render(
      <CheckoutIntlProvider locale="de" fallback={<p>loading</p>}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Warenkorb nicht gefunden')).toBeTruthy();
    expect(screen.getByTestId('locale').textContent).toBe('de');
  });

  it("applies the merchant's overrides and offers only the merchant's locales", async () => {
    const override: LocaleOverride = {
      locales: ['de', 'fr', 'pt'],
      messages: { de: { 'errorPage.cartNotFound': 'Kein Warenkorb da' } },
    };
    render(
      <CheckoutIntlProvider locale="de" override={override}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    expect(await screen.findByText('Kein Warenkorb da')).toBeTruthy();
    expect(screen.getByTestId('available').textContent).toBe('de,fr');
  });

  it.each([
    ['plain text', '<img src=x onerror="window.__pwned = true">'],
    ['ICU syntax', `<img src=x onerror="window.__pwned = true"> '{'quoted'}'`],
  ])('renders an override in %s as text, never as HTML', async (_kind, text) => {
    const override: LocaleOverride = { messages: { en: { 'errorPage.cartNotFound': text } } };
    const { container } = render(
      <CheckoutIntlProvider locale="en" override={override}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    await screen.findByText(/<img src=x/);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned = true">');
  });

  it('switches the locale: writes the cookie and navigates to the new prefix with query and hash', async () => {
    const navigate = vi.fn();
    render(
      <CheckoutIntlProvider locale="en" navigate={navigate}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    const button = await screen.findByRole('button', { name: 'switch' });
    act(() => button.click());
    expect(navigate).toHaveBeenCalledWith('/fr/demo-key/demo-cart?step=2#pay');
    expect(document.cookie).toContain('i18n_redirected=fr');
  });

  it('keeps the previous messages on screen while the next locale loads', async () => {
    const { rerender } = render(
      <CheckoutIntlProvider locale="en" fallback={<p>loading</p>}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    await screen.findByText('Cart not found');
    rerender(
      <CheckoutIntlProvider locale="sv" fallback={<p>loading</p>}>
        <LocaleProbe />
      </CheckoutIntlProvider>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText('Varukorgen hittades inte')).toBeTruthy();
    expect(screen.getByTestId('locale').textContent).toBe('sv');
  });

  it('refuses hooks outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LocaleProbe />)).toThrow(/inside <CheckoutIntlProvider>/);
    vi.mocked(console.error).mockRestore();
  });
});
