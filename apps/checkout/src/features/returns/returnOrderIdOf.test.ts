import { describe, expect, it } from 'vitest';
import { returnOrderIdOf } from './returnOrderIdOf';

describe('returnOrderIdOf', () => {
  it('reads the order id of the address as text, the first one', () => {
    expect(returnOrderIdOf('?order_id=ord_1&payment_intent=pi_1')).toBe('ord_1');
    expect(returnOrderIdOf('?order_id=0123')).toBe('0123');
    expect(returnOrderIdOf('?order_id=ord_1&order_id=ord_2')).toBe('ord_1');
  });

  it('is null without one, or for one that is no id', () => {
    expect(returnOrderIdOf('')).toBeNull();
    expect(returnOrderIdOf('?order_id=')).toBeNull();
    expect(returnOrderIdOf('?order_id=..%2f..%2fetc')).toBeNull();
    expect(returnOrderIdOf(`?order_id=${'a'.repeat(65)}`)).toBeNull();
  });
});
