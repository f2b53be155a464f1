import { CheckoutApiError } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { classifyPayFailure } from './classifyPayFailure';

/** A failed payment as the adapters report it: a `PaymentError` (read by shape) caused by the platform's answer. */
function paymentError(code: string, cause?: unknown) {
  return Object.assign(new Error('payment failed', { cause }), { name: 'PaymentError', code });
}
const conflict = (serverMessage: string, serverCode: string) =>
  new CheckoutApiError('http', serverMessage, { status: 409, serverMessage, serverCode });

describe('classifyPayFailure', () => {
  it('reads a 409 with code out_of_stock as out of stock, whatever language its message is in', () => {
    expect(
      classifyPayFailure(paymentError('invalid', conflict('Einige Artikel sind nicht vorrätig.', 'out_of_stock'))),
    ).toEqual({ kind: 'out_of_stock', message: { kind: 'message', id: 'error.stock.outOfStock' } });
  });

  it('does not read a 409 that mentions stock as out of stock when its code says otherwise', () => {
    const failure = classifyPayFailure(
      paymentError('invalid', conflict('The stock of this order is being processed.', 'order_in_progress')),
    );
    expect(failure).toEqual({
      kind: 'failed',
      message: { kind: 'message', id: 'error.order.inProgress' },
      fieldIssues: [],
    });
  });

  it.each([
    ['a dropped connection', new CheckoutApiError('network', 'Failed to fetch'), 'checkout.payNoAnswer'],
    ['a malformed answer', new CheckoutApiError('invalid_response', 'Not JSON'), 'errorPage.serverError'],
    ['a payment without a provider', paymentError('no_provider'), 'error.payment.noProvider'],
    ['an order that exists', paymentError('invalid', conflict('Order exists', 'order_exists')), 'error.order.exists'],
    ['an unknown server text', paymentError('server', conflict('Kaputt', 'boom')), 'error.generic'],
  ])('gives %s its text', (_name, error, id) => {
    expect(classifyPayFailure(error).message).toEqual({ kind: 'message', id });
  });

  it('keeps a decline text as the provider sent it', () => {
    const declined = new CheckoutApiError('http', 'Your card was declined.', {
      status: 402,
      serverMessage: 'Your card was declined.',
    });
    expect(classifyPayFailure(paymentError('declined', declined)).message).toEqual({
      kind: 'text',
      text: 'Your card was declined.',
    });
  });

  // A 422 is a PaymentError `invalid`; a 400 (the sandbox's refusal of text the database cannot store,
  // a lone surrogate or a NUL) is a PaymentError `server`: both show the platform's fields.
  it.each([
    [422, 'invalid'],
    [400, 'server'],
  ])('gives the fields a %i refused as issues in the form’s terms', (status, code) => {
    const refused = new CheckoutApiError('http', 'The given data was invalid.', {
      status,
      serverMessage: 'The given data was invalid.',
      fieldErrors: { 'contact.address.billing.note': ['The text is not well-formed Unicode.'] },
    });
    const failure = classifyPayFailure(paymentError(code, refused));
    expect(failure).toEqual({
      kind: 'failed',
      message: { kind: 'message', id: 'error.generic' },
      fieldIssues: [
        {
          code: 'server_message',
          path: 'address.billing.notes',
          severity: 'error',
          params: { message: 'The text is not well-formed Unicode.' },
        },
      ],
    });
  });
});
