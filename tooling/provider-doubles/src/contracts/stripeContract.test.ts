import type { StripeError } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installStripeDouble } from '../stripe/installStripeDouble';
import { fillCard } from '../testing/fillCard';
import { stubFetch } from '../testing/stubFetch';
import { stripeContract } from './stripeContract';

const SANDBOX = 'http://127.0.0.1:4010';
const documented: StripeError[] = Object.values(stripeContract.errors);

/** Whether the double's error has the type, code and decline code of a documented shape. */
function isDocumented(error: StripeError | undefined): boolean {
  return documented.some(
    (shape) => shape.type === error?.type && shape.code === error.code && shape.decline_code === error.decline_code,
  );
}

function mountCard(answer: Parameters<typeof stubFetch>[0], fetchOverride?: typeof fetch) {
  document.body.innerHTML = '<div id="card"></div>';
  const navigate = vi.fn();
  const stub = stubFetch(answer);
  const Stripe = installStripeDouble(window, {
    sandboxOrigin: SANDBOX,
    fetch: fetchOverride ?? stub.fetch,
    navigate,
    pollIntervalMs: 5,
  });
  const stripe = Stripe('pk_test_sandbox_demo-all');
  return { stripe, navigate };
}

const intent = (kind: 'pi' | 'seti', status: string, extra: Record<string, unknown> = {}) => ({
  id: `${kind}_3abc`,
  object: kind === 'pi' ? 'payment_intent' : 'setup_intent',
  client_secret: `${kind}_3abc_secret_xyz`,
  status,
  ...extra,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Stripe double against the Stripe contract', () => {
  it.each([
    ['', '12/34', '123'],
    ['4242 4242 4242 4242', '', '123'],
    ['4242 4242 4242 4242', '12/34', '1'],
  ])('answers an incomplete card (%j %j %j) with a documented validation_error', async (number, expiry, cvc) => {
    const { stripe } = mountCard(() => [200, intent('pi', 'succeeded')]);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number, expiry, cvc });
    const result = await stripe.confirmCardPayment('pi_3abc_secret_xyz', { payment_method: { card: card as never } });
    expect(result.error?.type).toBe('validation_error');
    expect(isDocumented(result.error)).toBe(true);
  });

  it.each(Object.entries(stripeContract.errors).filter(([, shape]) => shape.type !== 'validation_error'))(
    'passes the API error %s through unchanged',
    async (_name, shape) => {
      const { stripe } = mountCard(() => [402, { error: shape }]);
      const card = stripe.elements().create('card');
      card.mount('#card');
      fillCard(document, { number: '4000 0000 0000 0002' });
      const result = await stripe.confirmCardPayment('pi_3abc_secret_xyz', { payment_method: { card: card as never } });
      expect(result.error).toMatchObject(shape);
    },
  );

  it('answers a network failure with the documented api_connection_error', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const { stripe } = mountCard(() => [200, {}], failing);
    const result = await stripe.retrievePaymentIntent('pi_3abc_secret_xyz');
    expect(result.error).toMatchObject(stripeContract.errors.apiConnection);
  });

  it('answers an unreadable API answer with a documented api_error', async () => {
    const { stripe } = mountCard(() => [500, 'oops']);
    const result = await stripe.retrievePaymentIntent('pi_3abc_secret_xyz');
    expect(result.error?.type).toBe('api_error');
    expect(isDocumented(result.error)).toBe(true);
  });

  it.each([
    ['pi', 'paymentIntentAuthenticationFailure'],
    ['seti', 'setupIntentAuthenticationFailure'],
  ] as const)('answers a closed 3-D Secure challenge (%s) with %s', async (kind, name) => {
    const challenge = { type: 'redirect_to_url', redirect_to_url: { url: `${SANDBOX}/sandbox/stripe/3ds/x` } };
    const { stripe } = mountCard(() => [200, intent(kind, 'requires_action', { next_action: challenge })]);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number: '4000 0027 6000 3184' });
    const secret = `${kind}_3abc_secret_xyz`;
    const options = { payment_method: { card: card as never } };
    const pending =
      kind === 'pi' ? stripe.confirmCardPayment(secret, options) : stripe.confirmCardSetup(secret, options);
    const close = () => document.querySelector<HTMLButtonElement>('[data-provider-double="stripe"] button');
    await expect.poll(close).not.toBeNull();
    close()?.click();
    const result = await pending;
    expect(result.error).toMatchObject({
      type: stripeContract.errors[name].type,
      code: stripeContract.errors[name].code,
    });
  });

  it('emits change events with the documented fields only', async () => {
    const { stripe } = mountCard(() => [200, {}]);
    const card = stripe.elements().create('card');
    const events: Record<string, unknown>[] = [];
    card.on('change', (event) => events.push(event as unknown as Record<string, unknown>));
    card.mount('#card');
    fillCard(document, { number: '4242' });
    fillCard(document, { number: '4242 4242 4242 4242' });
    expect(events.length).toBeGreaterThan(0);
    const fields: readonly string[] = stripeContract.changeEvent.fields;
    for (const event of events) expect(Object.keys(event).filter((key) => !fields.includes(key))).toEqual([]);
    expect(events.at(-1)).toMatchObject(stripeContract.changeEvent.complete);
  });

  it.each([
    ['pi', 'payment'],
    ['seti', 'setup'],
  ] as const)('returns from a redirect (%s) with the documented return parameters only', async (kind, flow) => {
    const { stripe, navigate } = mountCard(() => [200, intent(kind, 'succeeded')]);
    const elements = stripe.elements({ clientSecret: `${kind}_3abc_secret_xyz` });
    elements.create('payment').mount('#card');
    fillCard(document, { number: '4242 4242 4242 4242' });
    const confirmParams = { return_url: 'http://127.0.0.1:4000/r' };
    void (kind === 'pi'
      ? stripe.confirmPayment({ elements: elements as never, confirmParams })
      : stripe.confirmSetup({ elements: elements as never, confirmParams }));
    await expect.poll(() => navigate).toHaveBeenCalled();
    const params = new URL(String(navigate.mock.calls[0]?.[0])).searchParams;
    expect([...params.keys()].sort()).toEqual([...stripeContract.returnParameters[flow]].sort());
    expect(stripeContract.returnParameters.redirectStatus).toContain(params.get('redirect_status'));
  });
});
