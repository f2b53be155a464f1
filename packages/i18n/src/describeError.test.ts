import { describe, expect, it } from 'vitest';
import { createCheckoutIntl } from './createCheckoutIntl';
import { describeError } from './describeError';
import { errorMessageIds } from './errorMessageIds';
import { formatError } from './formatError';
import { loadCatalogue } from './loadCatalogue';
import { locales } from './locales';

/** A platform answer as `@checkout/api-client`'s `CheckoutApiError` carries it (read by shape). */
const answer = (status: number, serverMessage?: string, serverCode?: string, code = 'http') =>
  Object.assign(new Error(serverMessage ?? (status >= 500 ? 'Server error' : 'An error occurred')), {
    name: 'CheckoutApiError',
    code,
    status,
    serverMessage,
    serverCode,
  });

/** A `PaymentError` of `@checkout/payments` (read by shape). */
const payment = (code: string, message: string, fields: { detail?: string; cause?: unknown } = {}) =>
  Object.assign(new Error(message), { name: 'PaymentError', code, detail: fields.detail ?? null, cause: fields.cause });

describe('describeError', () => {
  it.each([
    ['Api failure', 'error.creditCheck.apiFailure'],
    ['Cart not found.', 'error.creditCheck.cartNotFound'],
    ['Customer score too low to proceed.', 'error.creditCheck.scoreTooLow'],
    ['Customer score is missing.', 'error.creditCheck.scoreMissing'],
    ['You are a robot!', 'error.botCheck.failed'],
    ['ReCaptcha error: Failed to load script', 'error.botCheck.scriptLoad'],
    ['Failed to execute', 'error.botCheck.execute'],
    ['No key provided', 'error.botCheck.notConfigured'],
    ['An unknown error occurred', 'error.unknown'],
    ['Invalid phone number', 'validation.phone_invalid'],
    [' server ERROR ', 'error.server'],
    // PayPal's INSTRUMENT_DECLINED description as its Orders v2 types and answers spell it, two spaces included.
    [
      "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      'error.payment.paypalDeclined',
    ],
    ['', 'error.generic'],
  ])('maps the spec §8 text %j to %s', (text, id) => {
    expect(describeError(text)).toEqual({ kind: 'message', id });
    expect(describeError(answer(422, text === '' ? undefined : text))).toEqual({ kind: 'message', id });
  });

  it('replaces any other text, and any other server answer, with the translated generic error', () => {
    expect(describeError('The voucher code is invalid.')).toEqual({ kind: 'message', id: 'error.generic' });
    expect(describeError(answer(422, 'The step is required.'))).toEqual({ kind: 'message', id: 'error.generic' });
    expect(describeError(answer(500, 'SQLSTATE[23000]: Integrity constraint violation'))).toEqual({
      kind: 'message',
      id: 'error.generic',
    });
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ kind: 'message', id: 'error.generic' });
    expect(describeError(null)).toEqual({ kind: 'message', id: 'error.generic' });
  });

  it('uses the fallback the caller names for an unknown answer', () => {
    expect(describeError(answer(422, 'Nope.'), { fallback: 'checkout.voucher.invalid' })).toEqual({
      kind: 'message',
      id: 'checkout.voucher.invalid',
    });
  });

  it('shows a decline (402) and a 503 message as the server sent them', () => {
    expect(describeError(answer(402, 'Your card has insufficient funds.'))).toEqual({
      kind: 'text',
      text: 'Your card has insufficient funds.',
    });
    expect(describeError(answer(503, 'Back soon: maintenance until 14:00.'))).toEqual({
      kind: 'text',
      text: 'Back soon: maintenance until 14:00.',
    });
    // Through the payment sequence too: `PaymentError.from` keeps the answer as its cause.
    expect(
      describeError(payment('declined', 'Your card was declined.', { cause: answer(402, 'Your card was declined.') })),
    ).toEqual({
      kind: 'text',
      text: 'Your card was declined.',
    });
  });

  it('maps the platform’s codes to their messages, whatever its text', () => {
    expect(describeError(answer(422, 'The voucher has expired.', 'voucher_expired'))).toEqual({
      kind: 'message',
      id: 'checkout.voucher.expired',
    });
    expect(describeError(payment('server', 'x', { cause: answer(409, 'Busy.', 'order_in_progress') }))).toEqual({
      kind: 'message',
      id: 'error.order.inProgress',
    });
    expect(describeError(answer(409, 'Some items are out of stock.', 'out_of_stock'))).toEqual({
      kind: 'message',
      id: 'error.stock.outOfStock',
    });
  });

  it('maps a payment error by its detail, then its code, never showing the adapter’s English text', () => {
    const unidentified = payment('server', 'The returned Mollie payment could not be identified.', {
      detail: 'return_unidentified',
    });
    expect(describeError(unidentified)).toEqual({ kind: 'message', id: 'error.payment.returnUnidentified' });
    expect(describeError(payment('cancelled', 'The PayPal payment was cancelled.'))).toEqual({
      kind: 'message',
      id: 'error.payment.cancelled',
    });
    expect(describeError(payment('authentication_failed', 'The card could not be authenticated.'))).toEqual({
      kind: 'message',
      id: 'error.payment.authenticationFailed',
    });
    expect(describeError(payment('server', 'Stripe sent no client secret.'))).toEqual({
      kind: 'message',
      id: 'error.generic',
    });
  });

  it('keeps a provider’s decline text, even when it arrives as a failed authentication', () => {
    expect(describeError(payment('declined', 'Your card has insufficient funds.'))).toEqual({
      kind: 'text',
      text: 'Your card has insufficient funds.',
    });
    expect(describeError(payment('authentication_failed', 'Your card was declined.'))).toEqual({
      kind: 'text',
      text: 'Your card was declined.',
    });
  });

  // Issue 41: "You will not be charged twice" is said only where the pay attempt guarantees it (the
  // checkout's `noAnswerMessage`), never for any call that got no answer (an update, a return).
  it('says "no answer" for a call that got none, without promising anything of charges, and "server error" for an unreadable one', () => {
    expect(describeError(answer(500, undefined, undefined, 'timeout'))).toEqual({
      kind: 'message',
      id: 'error.noAnswer',
    });
    expect(describeError(payment('network', 'api_connection_error'))).toEqual({
      kind: 'message',
      id: 'error.noAnswer',
    });
    expect(describeError(answer(500, undefined, undefined, 'invalid_response'))).toEqual({
      kind: 'message',
      id: 'errorPage.serverError',
    });
  });
});

describe('errorMessageIds', () => {
  const ids = [...new Set(Object.values(errorMessageIds).flatMap((table) => Object.values(table)))];

  it.each(locales)('has a text for every mapped code and text in the %s catalogue', async (locale) => {
    const messages = await loadCatalogue(locale);
    expect(ids.filter((id) => messages[id] === undefined)).toEqual([]);
  });
});

describe('formatError', () => {
  it('formats the mapped message in the shopper’s language and a text shown as is unchanged', async () => {
    const intl = createCheckoutIntl('de', await loadCatalogue('de'));
    expect(formatError(answer(422, 'The voucher code is invalid.', 'voucher_invalid'), intl)).toBe(
      'Dieser Gutscheincode ist ungültig.',
    );
    expect(formatError(answer(402, 'Your card was declined.'), intl)).toBe('Your card was declined.');
  });
});
