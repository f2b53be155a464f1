import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../PaymentError';
import { createRedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { createFakeAdapter } from '../testing/createFakeAdapter';
import type { TestConfirmation } from '../testing/createFakePort';
import { apiFailure, testConfirmation } from '../testing/createFakePort';
import { createPayAttempt } from './createPayAttempt';
import { type PaySequenceOptions, runPaySequence } from './runPaySequence';

const allowlist = createRedirectAllowlist();
const amount = { amount: 4999, currency: 'EUR' };
const pending = { adapterId: 'mollie', flow: 'checkout', orderId: 'o1', target: null, idempotencyKey: 'k' } as const;

function setup(overrides: Partial<PaySequenceOptions<TestConfirmation>> = {}) {
  const adapter = createFakeAdapter('offline', {
    pay: () => Promise.resolve({ status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1') }),
  });
  const events: string[] = [];
  const options: PaySequenceOptions<TestConfirmation> = {
    attempt: createPayAttempt({ createKey: () => 'key-1' }),
    adapter,
    amount,
    allowlist,
    checkStock: vi.fn(() => Promise.resolve({ valid: true })),
    checkCredit: vi.fn(() => Promise.resolve({ valid: true })),
    onInProgressChange: (inProgress) => events.push(inProgress ? 'in progress' : 'idle'),
    onCreditCheckReset: () => events.push('credit reset'),
    ...overrides,
  };
  return { adapter, events, options };
}

describe('runPaySequence', () => {
  it('marks in progress, runs both checks, pays with the attempt key and returns the confirmation', async () => {
    const { adapter, events, options } = setup();
    const result = await runPaySequence(options);
    expect(result).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: testConfirmation('o1') });
    expect(events).toEqual(['in progress']);
    expect(options.checkStock).toHaveBeenCalledOnce();
    expect(options.checkCredit).toHaveBeenCalledOnce();
    expect(adapter.pay).toHaveBeenCalledWith({
      idempotencyKey: 'key-1',
      amount,
      isUpdateContainer: false,
      signal: undefined,
      submission: null,
      onSubmission: expect.any(Function),
    });
  });

  it('sends what the attempt sent before, and tells the host what a new attempt sends before the order is created', async () => {
    const kept = { payment_method_payload: { payment_method_id: 'pm_kept' } };
    const retry = setup({ attempt: { idempotencyKey: 'key-1', fingerprint: 'f', submission: kept } });
    await runPaySequence(retry.options);
    expect(retry.adapter.pay).toHaveBeenCalledWith(
      expect.objectContaining({ idempotencyKey: 'key-1', submission: kept }),
    );

    const heard: unknown[] = [];
    const fresh = { payment_method_payload: { payment_method_id: 'pm_new' } };
    const adapter = createFakeAdapter('stripe-v1', {
      pay: () => Promise.reject(apiFailure(500, '', 'network')),
    });
    adapter.pay.mockImplementationOnce(async (request) => {
      request.onSubmission?.(fresh);
      heard.push('order sent');
      throw apiFailure(500, '', 'network');
    });
    const first = setup({ adapter, onAttemptChange: (attempt) => heard.push(attempt) });
    const result = await runPaySequence(first.options);
    expect(heard).toEqual([{ idempotencyKey: 'key-1', fingerprint: null, submission: fresh }, 'order sent']);
    expect(result).toMatchObject({ status: 'failed', attempt: { idempotencyKey: 'key-1', submission: fresh } });
  });

  // Issue 41, finding 1: a 422 (the key sent with another body) or a 409 started a new key at once,
  // which could charge again while the first was charging or charged.
  it.each([
    ['a 422 idempotency_key_reused', apiFailure(422, 'Idempotency key reused.', 'http', 'idempotency_key_reused')],
    ['a 409 order_exists', apiFailure(409, 'An order for this cart already exists.', 'http', 'order_exists')],
    ['a 409 order_in_progress', apiFailure(409, 'This order is already being processed.', 'http', 'order_in_progress')],
    ['a lost answer', apiFailure(500, 'Failed to fetch', 'network')],
    ['a server error', apiFailure(503, 'Back soon')],
  ])('keeps the attempt, its key and what it sent, after %s', async (_answer, failure) => {
    const kept = { payment_method_payload: { payment_method_id: 'pm_kept' } };
    const adapter = createFakeAdapter('stripe-v1', { pay: () => Promise.reject(failure) });
    const attempt = { idempotencyKey: 'key-1', fingerprint: 'f', submission: kept };
    const result = await runPaySequence(setup({ adapter, attempt }).options);
    expect(result).toMatchObject({ status: 'failed', attempt });
  });

  it('runs the stock and credit checks together, not one after the other', async () => {
    const started: string[] = [];
    let releaseStock = () => {};
    const { options } = setup({
      checkStock: () => {
        started.push('stock');
        return new Promise((resolve) => {
          releaseStock = () => resolve({ valid: true });
        });
      },
      checkCredit: () => {
        started.push('credit');
        return Promise.resolve({ valid: true });
      },
    });
    const running = runPaySequence(options);
    await Promise.resolve();
    expect(started).toEqual(['stock', 'credit']);
    releaseStock();
    expect((await running).status).toBe('confirmed');
  });

  it('fails with no_provider and ends in progress when no provider is chosen', async () => {
    const { events, options } = setup({ adapter: null });
    const result = await runPaySequence(options);
    expect(result.status === 'failed' && result.error.code).toBe('no_provider');
    expect(events).toEqual(['in progress', 'idle']);
    expect(options.checkStock).not.toHaveBeenCalled();
  });

  it('surfaces a resolution error (payone) as the one typed error', async () => {
    const error = new PaymentError('provider_not_recognized', 'Payment provider type not recognized.');
    const result = await runPaySequence(setup({ adapter: error }).options);
    expect(result).toMatchObject({ status: 'failed', error });
  });

  it('stops on out of stock, resets the credit check to valid and does not pay', async () => {
    const { adapter, events, options } = setup({
      checkStock: () => Promise.resolve({ valid: false, out_of_stock: ['line-2'] }),
    });
    const result = await runPaySequence(options);
    expect(result).toEqual({
      status: 'stopped',
      reason: 'out_of_stock',
      outOfStock: ['line-2'],
      attempt: options.attempt,
    });
    expect(events).toEqual(['in progress', 'credit reset', 'idle']);
    expect(adapter.pay).not.toHaveBeenCalled();
  });

  it('stops with the credit refusal message when the credit check rejects, and resets it to valid', async () => {
    const { adapter, events, options } = setup({
      checkCredit: () => Promise.reject(apiFailure(422, 'Customer score too low to proceed.')),
    });
    const result = await runPaySequence(options);
    expect(result).toMatchObject({
      status: 'stopped',
      reason: 'credit_refused',
      message: 'Customer score too low to proceed.',
    });
    expect(events).toEqual(['in progress', 'credit reset', 'idle']);
    expect(adapter.pay).not.toHaveBeenCalled();
  });

  it('stops when the credit check answers invalid', async () => {
    const { options } = setup({ checkCredit: () => Promise.resolve({ valid: false }) });
    expect(await runPaySequence(options)).toMatchObject({ status: 'stopped', reason: 'credit_refused', message: null });
  });

  it('stops when the rest of payability is invalid after the checks', async () => {
    const { adapter, events, options } = setup({ isPayable: () => false });
    expect(await runPaySequence(options)).toMatchObject({ status: 'stopped', reason: 'not_payable' });
    expect(events).toContain('credit reset');
    expect(adapter.pay).not.toHaveBeenCalled();
  });

  it('pays without checks the merchant has switched off', async () => {
    const { options } = setup({ checkStock: undefined, checkCredit: undefined });
    expect((await runPaySequence(options)).status).toBe('confirmed');
  });

  it('returns an allowlisted redirect for the host to follow and stays in progress', async () => {
    const url = 'https://www.mollie.com/checkout/select-method/abc';
    const adapter = createFakeAdapter('mollie', { pay: () => Promise.resolve({ status: 'redirect', url, pending }) });
    const { events, options } = setup({ adapter });
    expect(await runPaySequence(options)).toEqual({ status: 'redirect', url, pending });
    expect(events).toEqual(['in progress']);
  });

  it('refuses a redirect off the allowlist with one typed error', async () => {
    const adapter = createFakeAdapter('mollie', {
      pay: () => Promise.resolve({ status: 'redirect', url: 'https://www.mollie.com.evil.com/', pending }),
    });
    const { events, options } = setup({ adapter });
    const result = await runPaySequence(options);
    expect(result.status === 'failed' && result.error.code).toBe('redirect_refused');
    expect(events).toEqual(['in progress', 'idle']);
  });

  it('keeps "Your card was declined." as is and starts a new attempt after a decline', async () => {
    const adapter = createFakeAdapter('offline', {
      pay: () => Promise.reject(apiFailure(402, 'Your card was declined.')),
    });
    const { events, options } = setup({ adapter });
    const result = await runPaySequence(options);
    expect(result.status).toBe('failed');
    if (result.status !== 'failed') return;
    expect(result.error).toMatchObject({ code: 'declined', message: 'Your card was declined.' });
    expect(result.attempt.idempotencyKey).not.toBe('key-1');
    expect(result.attempt.submission).toBeNull();
    expect(events).toEqual(['in progress', 'idle']);
  });

  it('reuses the idempotency key when retrying an attempt that failed on the network', async () => {
    const pay = vi
      .fn()
      .mockRejectedValueOnce(apiFailure(500, '', 'timeout'))
      .mockResolvedValueOnce({ status: 'confirmed', orderId: 'o1', confirmation: null });
    const adapter = createFakeAdapter('offline', { pay });
    const { options } = setup({ adapter });
    const first = await runPaySequence(options);
    expect(first.status).toBe('failed');
    if (first.status !== 'failed') return;
    expect(first.attempt).toBe(options.attempt);
    const second = await runPaySequence({ ...options, attempt: first.attempt });
    expect(second.status).toBe('confirmed');
    expect(pay.mock.calls.map(([request]) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('fails with a server error when the stock check itself fails', async () => {
    const { options } = setup({ checkStock: () => Promise.reject(apiFailure(500, 'Server error')) });
    expect(await runPaySequence(options)).toMatchObject({
      status: 'failed',
      error: { code: 'server', message: 'Server error' },
    });
  });

  it('treats an update outcome in checkout as a server error', async () => {
    const adapter = createFakeAdapter('offline', { pay: () => Promise.resolve({ status: 'updated' }) });
    const result = await runPaySequence(setup({ adapter }).options);
    expect(result.status === 'failed' && result.error.code).toBe('server');
  });
});
