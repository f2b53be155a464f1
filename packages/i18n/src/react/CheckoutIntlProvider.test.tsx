// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { catalogueCores } from '../generated/catalogues/catalogueCores';
import { type MessageArea, messageAreas } from '../generated/catalogues/messageAreas';
import type { LocaleOverride } from '../LocaleOverride';
import { loadCatalogue } from '../loadCatalogue';
import { CheckoutIntlProvider } from './CheckoutIntlProvider';
import { useAvailableLocales } from './useAvailableLocales';
import { useLocale } from './useLocale';
import { useSwitchLocale } from './useSwitchLocale';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

/** Shows the given message ids as text, one paragraph each. */
function Texts({ ids }: { readonly ids: readonly string[] }) {
  return ids.map((id) => (
    <p key={id}>
      <FormattedMessage id={id} />
    </p>
  ));
}

/** Spies on every part of one locale's catalogue, to see which chunks the provider imports. */
async function spyOnParts(locale: 'da' | 'el' | 'fi' | 'it' | 'nl' | 'no' | 'sv') {
  const core = await catalogueCores[locale]();
  return Object.fromEntries([
    ['core', vi.spyOn(catalogueCores, locale)],
    ...messageAreas.map((area) => [area, vi.spyOn(core.areas, area)]),
  ]) as Record<'core' | MessageArea, MockInstance>;
}

class Boundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>boundary: {String(this.state.error)}</p>;
  }
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
  // Each area test uses a locale of its own: the parts a test loads stay loaded for the next ones.
  it('imports only the core part when the children need no area', async () => {
    const parts = await spyOnParts('fi');
    render(
      <CheckoutIntlProvider locale="fi" areas={[]}>
        <Texts ids={['errorPage.cartNotFound']} />
      </CheckoutIntlProvider>,
    );
    expect(await screen.findByText('Ostoskoria ei löytynyt')).toBeTruthy();
    expect(parts.core).toHaveBeenCalled();
    for (const area of messageAreas) expect(parts[area], area).not.toHaveBeenCalled();
  });

  it("renders an area's texts once its part has loaded, never their ids", async () => {
    const onError = vi.fn();
    const parts = await spyOnParts('el');
    const { container } = render(
      <CheckoutIntlProvider locale="el" areas={['confirmation']} fallback={<p>loading</p>} onError={onError}>
        <Texts ids={['confirmation.title', 'status.orderStatus.cancelled', 'errorPage.cartNotFound']} />
      </CheckoutIntlProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Σας ευχαριστούμε για την παραγγελία σας!')).toBeTruthy();
    expect(screen.getByText('Ακυρωμένη')).toBeTruthy();
    expect(container.textContent).not.toMatch(/confirmation\.|status\./);
    expect(onError).not.toHaveBeenCalled();
    expect(parts.confirmation).toHaveBeenCalled();
    for (const area of ['update', 'cartCreate', 'system', 'status'] as const)
      expect(parts[area]).not.toHaveBeenCalled();
  });

  it('shows the fallback while a newly needed area loads, then its texts with the overrides of the locale', async () => {
    const onError = vi.fn();
    const override: LocaleOverride = { messages: { nl: { 'update.title': 'Andere kaart (winkel)' } } };
    const { rerender, container } = render(
      <CheckoutIntlProvider locale="nl" override={override} areas={[]} fallback={<p>loading</p>} onError={onError}>
        <Texts ids={['errorPage.cartNotFound']} />
      </CheckoutIntlProvider>,
    );
    expect(await screen.findByText('Winkelwagen niet gevonden')).toBeTruthy();
    rerender(
      <CheckoutIntlProvider
        locale="nl"
        override={override}
        areas={['update', 'system']}
        fallback={<p>loading</p>}
        onError={onError}
      >
        <Texts ids={['update.title', 'system.test.title']} />
      </CheckoutIntlProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Andere kaart (winkel)')).toBeTruthy();
    expect(screen.getByText('Systeemtest')).toBeTruthy();
    expect(container.textContent).not.toMatch(/update\.|system\./);
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders an area at once when its part has loaded before, as after a route loader', async () => {
    const { rerender } = render(
      <CheckoutIntlProvider locale="it" areas={[]} fallback={<p>loading</p>}>
        <Texts ids={['errorPage.cartNotFound']} />
      </CheckoutIntlProvider>,
    );
    expect(await screen.findByText('Carrello non trovato')).toBeTruthy();
    await loadCatalogue('it', { areas: ['update'] });
    rerender(
      <CheckoutIntlProvider locale="it" areas={['update']} fallback={<p>loading</p>}>
        <Texts ids={['update.title']} />
      </CheckoutIntlProvider>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Modifichi il suo metodo di pagamento')).toBeTruthy();
  });

  it("keeps the previous language's page on screen while the next language loads with its areas", async () => {
    const { rerender } = render(
      <CheckoutIntlProvider locale="da" areas={['confirmation']} fallback={<p>loading</p>}>
        <Texts ids={['confirmation.title']} />
      </CheckoutIntlProvider>,
    );
    expect(await screen.findByText('Tak for din ordre!')).toBeTruthy();
    rerender(
      <CheckoutIntlProvider locale="fi" areas={['confirmation']} fallback={<p>loading</p>}>
        <Texts ids={['confirmation.title']} />
      </CheckoutIntlProvider>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Tak for din ordre!')).toBeTruthy();
    expect(await screen.findByText('Kiitos tilauksestasi!')).toBeTruthy();
  });

  it('renders with messages loaded before its first render at once, plain overrides merged (a server render, its hydration)', async () => {
    await loadCatalogue('fi', { areas: [] });
    const override: LocaleOverride = { messages: { fi: { 'errorPage.cartNotFound': 'Kori puuttuu' } } };
    render(
      <CheckoutIntlProvider locale="fi" areas={[]} override={override} fallback={<p>loading</p>}>
        <Texts ids={['errorPage.cartNotFound']} />
      </CheckoutIntlProvider>,
    );
    // No `await`: the first render already has the texts.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Kori puuttuu')).toBeTruthy();
  });

  it("rethrows an area chunk's failed load to the host's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/sv.cartCreate-1.js');
    // A language no other test loaded: a part loaded before renders at once, without importing it.
    const parts = await spyOnParts('no');
    parts.cartCreate.mockRejectedValue(failure);
    render(
      <Boundary>
        <CheckoutIntlProvider locale="no" areas={['cartCreate']}>
          <Texts ids={['cartCreate.creating']} />
        </CheckoutIntlProvider>
      </Boundary>,
    );
    expect(await screen.findByText(/boundary: TypeError: Failed to fetch dynamically imported module/)).toBeTruthy();
  });
});
