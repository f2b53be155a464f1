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

  it("loads the areas asked for and applies the merchant's overrides in any area", async () => {
    const override = {
      messages: { de: { 'update.title': 'Zahlart ändern', 'status.orderStatus.cancelled': 'Storniert (Shop)' } },
    };
    const core = await loadMessages('de', override, { areas: [] });
    expect(core['confirmation.title']).toBeUndefined();
    const messages = await loadMessages('de', override, { areas: ['update', 'confirmation'] });
    const intl = createCheckoutIntl('de', messages);
    expect(intl.formatMessage({ id: 'update.title' })).toBe('Zahlart ändern');
    expect(intl.formatMessage({ id: 'status.orderStatus.cancelled' })).toBe('Storniert (Shop)');
    expect(intl.formatMessage({ id: 'confirmation.title' })).toBe('Vielen Dank für Ihre Bestellung!');
    expect(messages['cartCreate.creating']).toBeUndefined();
  });

  it('formats plural messages from the precompiled catalogue', async () => {
    const intl = createCheckoutIntl('en', await loadCatalogue('en'));
    expect(intl.formatMessage({ id: 'dateRange.lastDays' }, { days: 90 })).toBe('Last 90 days');
    expect(intl.formatMessage({ id: 'validation.date_of_birth_underage' }, { minimumAge: 18 })).toBe(
      'You must be at least 18 years old.',
    );
  });
});
