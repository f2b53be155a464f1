import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaypalDataSchema } from './PaypalDataSchema';

describe('PaypalDataSchema', () => {
  it('keeps the platform’s client id and plan', () => {
    expect(v.parse(PaypalDataSchema, { paypal_client_id: 'AbC-123', plan_id: 'P-1' })).toEqual({
      paypal_client_id: 'AbC-123',
      plan_id: 'P-1',
    });
  });

  it.each([{}, { paypal_client_id: null }, { paypal_client_id: '' }])(
    'reads a missing, null or empty client id as null, for the configured one to step in: %o',
    (data) => {
      expect(v.parse(PaypalDataSchema, data).paypal_client_id).toBeNull();
    },
  );

  it('refuses a client id that is not text', () => {
    expect(v.safeParse(PaypalDataSchema, { paypal_client_id: 42 }).success).toBe(false);
  });
});
