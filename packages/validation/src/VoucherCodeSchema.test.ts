import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VoucherCodeSchema } from './VoucherCodeSchema';

describe('VoucherCodeSchema', () => {
  it('trims a voucher code', () => {
    expect(v.parse(VoucherCodeSchema, '  SUMMER-24 ')).toBe('SUMMER-24');
  });

  it.each(['', '   '])('reports voucher_required for %j', (value) => {
    expect(v.safeParse(VoucherCodeSchema, value).issues?.map((issue) => issue.message)).toEqual(['voucher_required']);
  });
});
