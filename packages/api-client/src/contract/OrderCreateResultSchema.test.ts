import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderCreateResultSchema } from './OrderCreateResultSchema';

describe('OrderCreateResultSchema', () => {
  it('keeps the confirmation to store when there is no redirect', () => {
    const result = v.parse(OrderCreateResultSchema, {
      order_id: 55,
      confirmation: { order: { id: 55, currency: 'EUR', sum_total_due: 10 }, items: [] },
    });
    expect(result.redirect).toBe(false);
    expect(result.order_id).toBe('55');
    expect(result.confirmation?.order.sum_total_due).toEqual({ amount: 1000, currency: 'EUR' });
  });
});
