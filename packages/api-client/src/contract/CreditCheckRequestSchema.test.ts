import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreditCheckRequestSchema } from './CreditCheckRequestSchema';

describe('CreditCheckRequestSchema', () => {
  const contact = { email: 'a@example.com', address: { billing: {}, shipping: {} } };

  it.each([
    [{ contact, order_value: 10 }, true],
    [{ contact, sum_total_due: '10.00' }, true],
    [{ contact }, false],
  ])('accepts either amount reading: %j → %s', (body, valid) => {
    expect(v.safeParse(CreditCheckRequestSchema, body).success).toBe(valid);
  });
});
