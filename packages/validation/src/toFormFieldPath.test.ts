import { describe, expect, it } from 'vitest';
import { toFormFieldPath } from './toFormFieldPath';

describe('toFormFieldPath', () => {
  it.each([
    ['contact.email', 'email'],
    ['contact.address.billing.note', 'address.billing.notes'],
    ['address.shipping.note', 'address.shipping.notes'],
    ['contact.address.billing.street_number', 'address.billing.street_number'],
    ['voucher_code', 'voucher_code'],
    ['extras.0.value', 'extras.0.value'],
    ['note', 'note'],
    ['', ''],
  ])('maps the server path "%s" to the form path "%s"', (serverPath, formPath) => {
    expect(toFormFieldPath(serverPath)).toBe(formPath);
  });
});
