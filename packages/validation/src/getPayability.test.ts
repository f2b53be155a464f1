import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPayability, type PayabilityBlocker, type PayabilityState, payabilityBlockers } from './getPayability';

const ready: PayabilityState = {
  paymentMethod: 'stripe',
  cartItemCount: 1,
  checkboxesValid: true,
  contactValid: true,
  creditCheck: { enabled: true, valid: true },
  deliveryDate: { checked: true, available: true, selected: '2026-12-01' },
  botCheck: { enabled: true, token: 'token' },
  stockValid: true,
  shipping: { loading: false, choiceEnabled: true, methodCount: 2, selectedMethodId: 7 },
};

/** One way to break each condition of spec §4, with the blocker it must give. */
const breaks: ReadonlyArray<readonly [PayabilityBlocker, Partial<PayabilityState>]> = [
  ['payment_method_missing', { paymentMethod: null }],
  ['cart_empty', { cartItemCount: 0 }],
  ['checkboxes_invalid', { checkboxesValid: false }],
  ['contact_invalid', { contactValid: false }],
  ['credit_check_invalid', { creditCheck: { enabled: true, valid: false } }],
  ['delivery_date_missing', { deliveryDate: { checked: true, available: true, selected: null } }],
  ['bot_check_token_missing', { botCheck: { enabled: true, token: null } }],
  ['stock_invalid', { stockValid: false }],
  ['shipping_loading', { shipping: { ...ready.shipping, loading: true } }],
  ['shipping_method_missing', { shipping: { ...ready.shipping, selectedMethodId: null } }],
];

/** Applies changes in turn, merging the two shipping changes instead of letting one replace the other. */
function apply(changes: ReadonlyArray<Partial<PayabilityState>>): PayabilityState {
  let state = ready;
  for (const change of changes) {
    const shipping = {
      ...state.shipping,
      ...(change.shipping?.loading ? { loading: true } : {}),
      ...(change.shipping?.selectedMethodId === null ? { selectedMethodId: null } : {}),
    };
    state = { ...state, ...change, shipping };
  }
  return state;
}

describe('getPayability', () => {
  it('is payable when every condition holds', () => {
    expect(getPayability(ready)).toEqual({ payable: true, blockers: [] });
  });

  it.each(breaks)('blocks with %s alone when only that condition fails', (blocker, change) => {
    expect(getPayability({ ...ready, ...change })).toEqual({ payable: false, blockers: [blocker] });
  });

  it.each([
    ['an empty payment method', { paymentMethod: '  ' }, ['payment_method_missing']],
    ['a failed credit check that is disabled', { creditCheck: { enabled: false, valid: false } }, []],
    ['a missing token while the bot check is disabled', { botCheck: { enabled: false, token: null } }, []],
    ['an empty bot-check token', { botCheck: { enabled: true, token: '' } }, ['bot_check_token_missing']],
    ['no date when dates are not checked', { deliveryDate: { checked: false, available: true, selected: null } }, []],
    ['no date when no availability exists', { deliveryDate: { checked: true, available: false, selected: null } }, []],
    [
      'no method while shipping choice is off',
      { shipping: { ...ready.shipping, choiceEnabled: false, selectedMethodId: null } },
      [],
    ],
    [
      'no method when no methods exist',
      { shipping: { ...ready.shipping, methodCount: 0, selectedMethodId: null } },
      [],
    ],
    [
      'no method while shipping loads',
      { shipping: { ...ready.shipping, loading: true, selectedMethodId: null } },
      ['shipping_loading'],
    ],
    ['a negative item count', { cartItemCount: -1 }, ['cart_empty']],
    ['a NaN item count', { cartItemCount: Number.NaN }, ['cart_empty']],
  ] as const)('handles %s', (_title, change, blockers) => {
    expect(getPayability({ ...ready, ...change } as PayabilityState)).toEqual({
      payable: blockers.length === 0,
      blockers,
    });
  });

  it('reports every broken condition of any combination, in the documented order', () => {
    fc.assert(
      fc.property(fc.subarray([...breaks]), (chosen) => {
        const state = apply(chosen.map(([, change]) => change));
        const expected = payabilityBlockers.filter((blocker) => chosen.some(([name]) => name === blocker));
        // While shipping loads, a missing method is not reported on top.
        const adjusted = expected.includes('shipping_loading')
          ? expected.filter((blocker) => blocker !== 'shipping_method_missing')
          : expected;
        expect(getPayability(state)).toEqual({ payable: adjusted.length === 0, blockers: adjusted });
      }),
    );
  });

  it('is payable exactly when there is no blocker, for any state', () => {
    const state = fc.record({
      paymentMethod: fc.option(fc.string()),
      cartItemCount: fc.integer({ min: -2, max: 5 }),
      checkboxesValid: fc.boolean(),
      contactValid: fc.boolean(),
      creditCheck: fc.record({ enabled: fc.boolean(), valid: fc.boolean() }),
      deliveryDate: fc.record({ checked: fc.boolean(), available: fc.boolean(), selected: fc.option(fc.string()) }),
      botCheck: fc.record({ enabled: fc.boolean(), token: fc.option(fc.string()) }),
      stockValid: fc.boolean(),
      shipping: fc.record({
        loading: fc.boolean(),
        choiceEnabled: fc.boolean(),
        methodCount: fc.nat({ max: 3 }),
        selectedMethodId: fc.option(fc.oneof(fc.string(), fc.integer())),
      }),
    });
    fc.assert(
      fc.property(state, (input) => {
        const result = getPayability(input);
        expect(result.payable).toBe(result.blockers.length === 0);
      }),
    );
  });
});
