import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RequiredFieldsSchema } from './RequiredFieldsSchema';

describe('RequiredFieldsSchema', () => {
  it('reads the server note as the form notes and drops unknown fields', () => {
    const required = v.parse(RequiredFieldsSchema, {
      phone: true,
      shoe_size: true,
      billing: { note: true, company: false, wingspan: true },
    });
    expect(required).toEqual({ phone: true, billing: { notes: true, company: false }, shipping: {} });
  });

  it('rejects a switch that is not a boolean', () => {
    expect(v.safeParse(RequiredFieldsSchema, { billing: { city: 'yes' } }).success).toBe(false);
  });
});
