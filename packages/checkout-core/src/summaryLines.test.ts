import { CartSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { summaryLines } from './summaryLines';

const item = (id: string, price: string, quantity: number) => ({ id, sku: id, name: id, quantity, price });

/** A cart as the platform sends it, totalled as the platform totals: items − voucher + shipping. */
const cartOf = (wire: { items: ReturnType<typeof item>[]; sum_total_due: string } & Record<string, unknown>) =>
  v.parse(CartSchema, { id: 'c', currency: 'EUR', ...wire });

/** What the lines above the total add up to, in minor units. */
const sumAboveTotal = (lines: ReturnType<typeof summaryLines>) =>
  lines.filter((line) => line.id !== 'total').reduce((sum, line) => sum + line.amount.amount, 0);

describe('summaryLines', () => {
  it('names the shipping the total includes (issue 29: "Subtotal 89,00 € · Total 93,90 €")', () => {
    const lines = summaryLines(
      cartOf({
        items: [item('tripod', '89.00', 1)],
        sum_total_due: '93.90',
        shipping: { country: 'DE', method_id: 'standard', price: '4.90' },
      }),
    );
    expect(lines.map((line) => [line.id, line.amount.amount])).toEqual([
      ['subtotal', 8900],
      ['shipping', 490],
      ['total', 9390],
    ]);
    expect(sumAboveTotal(lines)).toBe(9390);
  });

  it('adds subtotal, shipping and a voucher to the total without float drift (138,90 − 13,89 + 4,90 = 129,91)', () => {
    const lines = summaryLines(
      cartOf({
        items: [item('tripod', '89.00', 1), item('camera', '49.90', 1)],
        voucher: { code: 'WELCOME10', discount: '13.89' },
        shipping: { country: 'DE', method_id: 'standard', price: '4.90' },
        sum_total_due: '129.91',
      }),
    );
    expect(lines.map((line) => line.id)).toEqual(['subtotal', 'shipping', 'voucher', 'total']);
    expect(lines.find((line) => line.id === 'voucher')?.amount).toEqual({ amount: -1389, currency: 'EUR' });
    expect(sumAboveTotal(lines)).toBe(12_991);
  });

  it('shows free shipping of a chosen method, and no shipping line before a method is chosen', () => {
    const free = { items: [item('tripod', '89.00', 1)], sum_total_due: '89.00' };
    expect(
      summaryLines(cartOf({ ...free, shipping: { method_id: 'pickup', price: '0.00' } })).map((line) => line.id),
    ).toContain('shipping');
    for (const shipping of [null, { method_id: null, price: '0.00' }, undefined])
      expect(summaryLines(cartOf({ ...free, shipping })).map((line) => line.id)).toEqual(['subtotal', 'total']);
  });

  it('sums many lines of cents exactly', () => {
    const items = Array.from({ length: 30 }, (_, index) => item(`i${index}`, '0.10', 3));
    const lines = summaryLines(
      cartOf({ items, shipping: { method_id: 'standard', price: '0.20' }, sum_total_due: '9.20' }),
    );
    expect(sumAboveTotal(lines)).toBe(lines.at(-1)?.amount.amount);
  });
});
