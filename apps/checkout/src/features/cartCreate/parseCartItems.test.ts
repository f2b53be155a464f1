import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCartItems } from './parseCartItems';

describe('parseCartItems', () => {
  it.each([
    [
      'tripod:1,ebook-guide:2',
      [
        { sku: 'tripod', quantity: 1 },
        { sku: 'ebook-guide', quantity: 2 },
      ],
    ],
    ['tripod', [{ sku: 'tripod', quantity: 1 }]],
    ['tripod:0', null],
    ['tripod:1.5', null],
    ['../x:1', null],
    ['', null],
    [undefined, null],
  ])('reads %s', (input, expected) => {
    expect(parseCartItems(input)).toEqual(expected);
  });

  it('gives back every well-formed pair it was given', () => {
    const pair = fc.record({ sku: fc.stringMatching(/^[a-z0-9-]{1,20}$/), quantity: fc.integer({ min: 1, max: 999 }) });
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 5 }), (items) => {
        expect(parseCartItems(items.map((item) => `${item.sku}:${item.quantity}`).join(','))).toEqual(items);
      }),
    );
  });
});
