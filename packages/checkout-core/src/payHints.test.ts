import type { Payability, PayabilityBlocker } from '@checkout/validation';
import { describe, expect, it } from 'vitest';
import { payHints } from './payHints';

const blocked = (...blockers: PayabilityBlocker[]): Payability => ({ payable: blockers.length === 0, blockers });
const untouched = { email: '', billing: { first_name: '' } };
const begun = { email: 'ada@example.com', billing: { first_name: '' } };

describe('payHints', () => {
  it('points at a missing shipping method and delivery date once the shopper has begun, not before', () => {
    const payability = blocked('delivery_date_missing', 'shipping_method_missing');
    expect(payHints({ payability, revealed: false, values: untouched })).toMatchObject({
      shippingMethod: false,
      deliveryDate: false,
    });
    expect(payHints({ payability, revealed: false, values: begun })).toMatchObject({
      shippingMethod: true,
      deliveryDate: true,
    });
  });

  it('points at a missing payment method only when the shopper asked what is missing', () => {
    const payability = blocked('payment_method_missing');
    expect(payHints({ payability, revealed: false, values: begun }).paymentMethod).toBe(false);
    expect(payHints({ payability, revealed: true, values: untouched }).paymentMethod).toBe(true);
  });

  it('wants the bot check when its token is all that is missing', () => {
    expect(payHints({ payability: blocked('bot_check_token_missing'), revealed: false, values: begun })).toMatchObject({
      botCheckWanted: true,
      botCheckMissing: true,
    });
    expect(
      payHints({ payability: blocked('contact_invalid', 'bot_check_token_missing'), revealed: false, values: begun }),
    ).toMatchObject({ botCheckWanted: false, botCheckMissing: true });
  });

  it('lets Pay run when payable or blocked only by a failed credit check, which Pay checks again', () => {
    const hints = (payability: Payability) => payHints({ payability, revealed: false, values: begun }).mayPay;
    expect(hints(blocked())).toBe(true);
    expect(hints(blocked('credit_check_invalid'))).toBe(true);
    expect(hints(blocked('credit_check_invalid', 'contact_invalid'))).toBe(false);
  });
});
