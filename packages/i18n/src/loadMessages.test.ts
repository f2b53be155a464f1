import { describe, expect, it } from 'vitest';
import { createCheckoutIntl } from './createCheckoutIntl';
import { loadCatalogue } from './loadCatalogue';
import { loadMessages } from './loadMessages';

describe('loadMessages', () => {
  it("loads the locale's catalogue", async () => {
    const intl = createCheckoutIntl('de', await loadMessages('de'));
    expect(intl.formatMessage({ id: 'errorPage.cartNotFound' })).toBe('Warenkorb nicht gefunden');
  });

  it("applies the merchant's override for that locale only", async () => {
    const override = { messages: { de: { 'errorPage.cartNotFound': 'Kein Warenkorb' }, en: { 'error.server': 'X' } } };
    const messages = await loadMessages('de', override);
    const intl = createCheckoutIntl('de', messages);
    expect(intl.formatMessage({ id: 'errorPage.cartNotFound' })).toBe('Kein Warenkorb');
    expect(intl.formatMessage({ id: 'error.server' })).toBe('Serverfehler');
    expect(await loadCatalogue('de')).not.toBe(messages);
  });

  it('formats plural messages from the precompiled catalogue', async () => {
    const intl = createCheckoutIntl('en', await loadCatalogue('en'));
    expect(intl.formatMessage({ id: 'dateRange.lastDays' }, { days: 90 })).toBe('Last 90 days');
    expect(intl.formatMessage({ id: 'validation.date_of_birth_underage' }, { minimumAge: 18 })).toBe(
      'You must be at least 18 years old.',
    );
  });
});
