import { type ValidationIssue, validationIssueCodes } from '@checkout/validation';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutIntl } from './createCheckoutIntl';
import { getFieldLabelId } from './fieldNames';
import { formatIssue } from './formatIssue';
import { loadCatalogue } from './loadCatalogue';

describe('getFieldLabelId', () => {
  it.each([
    ['address.billing.first_name', 'field.first_name'],
    ['email', 'field.email'],
    ['address.shipping.notes', 'field.notes'],
    ['extras.0.value', 'field.generic'],
    ['', 'field.generic'],
  ])('labels %j with %s', (path, id) => expect(getFieldLabelId(path)).toBe(id));
});

describe('formatIssue', () => {
  it('says "{field} is required" with the localized label of the field', async () => {
    const issue = { code: 'required', path: 'address.billing.first_name' } as const;
    expect(formatIssue(issue, createCheckoutIntl('en', await loadCatalogue('en')))).toBe('First name is required');
    expect(formatIssue(issue, createCheckoutIntl('de', await loadCatalogue('de')))).toBe('Vorname ist ein Pflichtfeld');
  });

  it('falls back to a generic label for fields without one', async () => {
    const intl = createCheckoutIntl('de', await loadCatalogue('de'));
    expect(formatIssue({ code: 'required', path: 'extras.gift_note' }, intl)).toBe('Dieses Feld ist ein Pflichtfeld');
  });

  it('interpolates the params of the issue', async () => {
    const intl = createCheckoutIntl('de', await loadCatalogue('de'));
    expect(
      formatIssue({ code: 'date_of_birth_underage', path: 'date_of_birth', params: { minimumAge: 18 } }, intl),
    ).toBe('Sie müssen mindestens 18 Jahre alt sein.');
    expect(formatIssue({ code: 'server_message', path: 'email', params: { message: 'Blocked domain.' } }, intl)).toBe(
      'Blocked domain.',
    );
  });

  it.each(['en', 'de'] as const)('formats every issue code in %s without a formatting error', async (locale) => {
    const onError = vi.fn();
    const intl = createCheckoutIntl(locale, await loadCatalogue(locale), { onError });
    for (const code of validationIssueCodes) {
      const issue: ValidationIssue = {
        code,
        path: 'address.billing.street_number',
        severity: 'error',
        params: { minimumAge: 18, message: 'Server text', max: 100 },
      };
      expect(formatIssue(issue, intl)).not.toBe(`validation.${code}`);
    }
    expect(onError).not.toHaveBeenCalled();
  });
});
