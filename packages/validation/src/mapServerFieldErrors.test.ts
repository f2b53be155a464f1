import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mapServerFieldErrors } from './mapServerFieldErrors';
import { ServerFieldErrorsSchema } from './ServerFieldErrorsSchema';

describe('ServerFieldErrorsSchema', () => {
  it('accepts a Laravel-style errors object', () => {
    const input = { 'contact.email': ['The email field is required.'] };
    expect(v.parse(ServerFieldErrorsSchema, input)).toEqual(input);
  });

  it('reads a single message string as a list of one', () => {
    expect(v.parse(ServerFieldErrorsSchema, { 'contact.phone': 'Invalid phone number' })).toEqual({
      'contact.phone': ['Invalid phone number'],
    });
  });

  it.each([null, 'error', ['a'], { field: 3 }, { field: [1] }])('rejects the malformed payload %j', (input) => {
    expect(v.safeParse(ServerFieldErrorsSchema, input).success).toBe(false);
  });
});

describe('mapServerFieldErrors', () => {
  it.each([
    [
      'contact.address.billing.first_name',
      'The first name field is required.',
      'address.billing.first_name',
      'required',
    ],
    [
      'contact.address.shipping.last_name',
      'The last name field is required.',
      'address.shipping.last_name',
      'required',
    ],
    ['contact.email', 'The email field is required.', 'email', 'required'],
    ['contact.email', 'The email must be a valid email address.', 'email', 'email_invalid'],
    ['contact.email', 'The email field must be a valid email address.', 'email', 'email_invalid'],
    ['contact.phone', 'Invalid phone number', 'phone', 'phone_invalid'],
    ['address.billing.first_name', 'The first name field is required.', 'address.billing.first_name', 'required'],
  ] as const)('maps %s "%s" to %s with code %s', (serverPath, message, path, code) => {
    expect(mapServerFieldErrors({ [serverPath]: [message] })).toEqual([{ code, path, severity: 'error' }]);
  });

  it("renames the server's note to the form's notes", () => {
    const issues = mapServerFieldErrors({ 'contact.address.billing.note': ['The note may not be greater than 255.'] });
    expect(issues.map((issue) => issue.path)).toEqual(['address.billing.notes']);
  });

  it('keeps an unknown text as server_message with the text as a parameter', () => {
    const message = 'The postal code format is invalid.';
    expect(mapServerFieldErrors({ 'contact.address.billing.postal_code': [message] })).toEqual([
      { code: 'server_message', path: 'address.billing.postal_code', severity: 'error', params: { message } },
    ]);
  });

  it('reports every field and every distinct message, collapsing repeated codes', () => {
    const issues = mapServerFieldErrors({
      'contact.email': ['The email field is required.', 'The email field is required when phone is empty.'],
      'contact.address.billing.first_name': ['The first name field is required.'],
      'contact.address.billing.city': ['Too long.', 'Unknown city.'],
    });
    expect(issues).toEqual([
      { code: 'required', path: 'email', severity: 'error' },
      { code: 'required', path: 'address.billing.first_name', severity: 'error' },
      { code: 'server_message', path: 'address.billing.city', severity: 'error', params: { message: 'Too long.' } },
      { code: 'server_message', path: 'address.billing.city', severity: 'error', params: { message: 'Unknown city.' } },
    ]);
  });

  it('returns no issues for an empty payload', () => {
    expect(mapServerFieldErrors({})).toEqual([]);
  });
});
