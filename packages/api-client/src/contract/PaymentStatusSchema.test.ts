import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentStatusSchema } from './PaymentStatusSchema';

describe('PaymentStatusSchema', () => {
  it.each(['none', 'charging', 'charged', 'pending', 'ordered'] as const)('reads the state %s', (state) => {
    expect(v.parse(PaymentStatusSchema, { state, order_id: state === 'ordered' ? 'ord_1' : null })).toEqual({
      state,
      order_id: state === 'ordered' ? 'ord_1' : null,
    });
  });

  it('reads a numeric order id as text and a missing one as null', () => {
    expect(v.parse(PaymentStatusSchema, { state: 'ordered', order_id: 42 }).order_id).toBe('42');
    expect(v.parse(PaymentStatusSchema, { state: 'charging' }).order_id).toBeNull();
  });

  it('refuses a state it does not know: the checkout must not guess what became of a payment', () => {
    expect(v.safeParse(PaymentStatusSchema, { state: 'paid', order_id: null }).success).toBe(false);
  });
});
