import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from '../shared/IntegrationError';
import { fillCard } from '../testing/fillCard';
import { stubFetch } from '../testing/stubFetch';
import { installStripeDouble } from './installStripeDouble';

const SANDBOX = 'http://127.0.0.1:4010';
const SECRET = 'pi_3abc_secret_xyz';
const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_3abc',
  object: 'payment_intent',
  client_secret: SECRET,
  status,
  ...extra,
});

function setup(answer: Parameters<typeof stubFetch>[0], providerHosts = false) {
  document.body.innerHTML = '<div id="card"></div>';
  const stub = stubFetch(answer);
  const navigate = vi.fn();
  const Stripe = installStripeDouble(window, {
    sandboxOrigin: SANDBOX,
    fetch: stub.fetch,
    navigate,
    pollIntervalMs: 5,
    providerHosts,
  });
  const stripe = Stripe('pk_test_sandbox_demo-all');
  return { ...stub, navigate, stripe };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Stripe double', () => {
  it('installs window.Stripe with the release train @stripe/stripe-js expects', () => {
    const { stripe } = setup(() => [200, {}]);
    const installed = (window as unknown as { Stripe?: { version?: unknown } }).Stripe;
    expect(installed).toBeTypeOf('function');
    expect(installed?.version).toBe('endive');
    expect(stripe.elements).toBeTypeOf('function');
  });

  it('renders labelled card inputs in a shadow root and emits ready then change', async () => {
    const { stripe } = setup(() => [200, {}]);
    const card = stripe.elements().create('card');
    const ready = vi.fn();
    const change = vi.fn();
    card.on('ready', ready).on('change', change);
    card.mount('#card');
    const host = document.querySelector<HTMLElement>('[data-provider-double="stripe-card"]');
    const labels = [...(host?.shadowRoot?.querySelectorAll('label') ?? [])].map((label) => label.textContent);
    expect(labels).toEqual(['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)']);
    await expect.poll(() => ready).toHaveBeenCalledOnce();
    fillCard(document, { number: '4242 4242 4242 4242' });
    expect(change).toHaveBeenLastCalledWith(
      expect.objectContaining({ elementType: 'card', complete: true, empty: false }),
    );
  });

  it('sends the typed card to the sandbox confirm endpoint with the publishable key', async () => {
    const { stripe, requests } = setup(() => [200, intent('succeeded')]);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number: '4242 4242 4242 4242', expiry: '04/31', cvc: '321' });
    const result = await stripe.confirmCardPayment(SECRET, { payment_method: { card: card as never } });
    expect(result.paymentIntent?.status).toBe('succeeded');
    expect(requests[0]).toMatchObject({
      url: `${SANDBOX}/sandbox/stripe/v1/payment_intents/pi_3abc/confirm`,
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_sandbox_demo-all' },
      body: {
        client_secret: SECRET,
        payment_method_data: {
          type: 'card',
          card: { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '321' },
        },
      },
    });
  });

  it("calls Stripe's own API host, as Stripe.js does, when it was loaded from js.stripe.com", async () => {
    const { stripe, requests } = setup(() => [200, intent('succeeded')], true);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number: '4242 4242 4242 4242' });
    await stripe.confirmCardPayment(SECRET, { payment_method: { card: card as never } });
    expect(requests.map((request) => request.url)).toEqual([
      'https://api.stripe.com/v1/payment_intents/pi_3abc/confirm',
    ]);
  });

  it('returns the decline as Stripe does, with "Your card was declined."', async () => {
    const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    const { stripe } = setup(() => [402, { error: declined }]);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number: '4000 0000 0000 0002' });
    const result = await stripe.confirmCardPayment(SECRET, { payment_method: { card: card as never } });
    expect(result.error).toMatchObject(declined);
  });

  it.each([
    ['', 'incomplete_number'],
    ['4242', 'incomplete_number'],
  ])('returns a validation_error without calling the API when the number is %j', async (number, code) => {
    const { stripe, requests } = setup(() => [200, intent('succeeded')]);
    const card = stripe.elements().create('card');
    card.mount('#card');
    fillCard(document, { number });
    const result = await stripe.confirmCardPayment(SECRET, { payment_method: { card: card as never } });
    expect(result.error).toMatchObject({ type: 'validation_error', code });
    expect(requests).toHaveLength(0);
  });

  it('navigates to the challenge page when confirmPayment redirects and 3-D Secure is required', async () => {
    const challenge = `${SANDBOX}/sandbox/stripe/3ds/pi_3abc`;
    const { stripe, navigate, requests } = setup(() => [
      200,
      intent('requires_action', { next_action: { type: 'redirect_to_url', redirect_to_url: { url: challenge } } }),
    ]);
    const elements = stripe.elements({ clientSecret: SECRET });
    elements.create('payment').mount('#card');
    fillCard(document, { number: '4000 0027 6000 3184' });
    void stripe.confirmPayment({
      elements: elements as never,
      confirmParams: { return_url: 'http://127.0.0.1:4000/stripe-redirected' },
    });
    await expect.poll(() => navigate).toHaveBeenCalledWith(challenge);
    expect(requests[0]?.body).toMatchObject({ return_url: 'http://127.0.0.1:4000/stripe-redirected' });
  });

  it('navigates to return_url with redirect_status when a redirecting confirmPayment succeeds at once', async () => {
    const { stripe, navigate } = setup(() => [200, intent('succeeded')]);
    const elements = stripe.elements({ clientSecret: SECRET });
    elements.create('payment').mount('#card');
    fillCard(document, { number: '4242 4242 4242 4242' });
    void stripe.confirmPayment({
      elements: elements as never,
      confirmParams: { return_url: 'http://127.0.0.1:4000/r' },
    });
    await expect
      .poll(() => navigate)
      .toHaveBeenCalledWith(
        `http://127.0.0.1:4000/r?payment_intent=pi_3abc&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`,
      );
  });

  it('throws an IntegrationError when confirmPayment would redirect without a return_url', async () => {
    const { stripe } = setup(() => [200, intent('succeeded')]);
    const elements = stripe.elements({ clientSecret: SECRET });
    elements.create('payment').mount('#card');
    await expect(stripe.confirmPayment({ elements: elements as never })).rejects.toBeInstanceOf(IntegrationError);
  });

  it('translates a network failure into an api_connection_error', async () => {
    document.body.innerHTML = '<div id="card"></div>';
    const Stripe = installStripeDouble(window, {
      sandboxOrigin: SANDBOX,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const result = await Stripe('pk_test_sandbox_demo-all').retrievePaymentIntent(SECRET);
    expect(result.error?.type).toBe('api_connection_error');
  });

  it('throws when mounting into a selector that matches nothing', () => {
    const { stripe } = setup(() => [200, {}]);
    expect(() => stripe.elements().create('card').mount('#missing')).toThrow(IntegrationError);
  });
});
