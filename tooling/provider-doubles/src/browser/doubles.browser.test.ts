// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraintreeDropinNamespace } from '../braintree/installBraintreeDouble';
import type { PaypalDoubleNamespace } from '../paypal/installPaypalDouble';
import type { GrecaptchaGlobal } from '../recaptcha/installRecaptchaDouble';
import type { StripeDoubleConstructor, StripeDoubleSurface, StripeElementDouble } from '../stripe/StripeDoubleSurface';
import { type DoublesBench, startDoublesBench } from './startDoublesBench';

type TestWindow = Window & {
  Stripe: StripeDoubleConstructor;
  braintree: { dropin: BraintreeDropinNamespace };
  paypal: PaypalDoubleNamespace;
  grecaptcha: GrecaptchaGlobal;
  stripeUnderTest: StripeDoubleSurface;
  cardUnderTest: StripeElementDouble;
  outcome: unknown;
  onCaptchaLoad: () => void;
};

const CART = '/api/demo-all/cart/cart-normal';
let bench: DoublesBench;

beforeAll(async () => {
  bench = await startDoublesBench();
}, 120_000);

afterAll(async () => {
  await bench?.stop();
});

async function stripeWithCard(number: string): Promise<{ page: Page; secret: string }> {
  const { key } = (await bench.platform('/api/demo-all/psp/stripe/cart/cart-normal/key')) as { key: string };
  const { client_secret: secret } = (await bench.platform(`${CART}/psp/stripe`)) as { client_secret: string };
  const page = await bench.openPage();
  await page.addScriptTag({ url: `${bench.sandboxUrl}/sandbox/sdk/stripe.js` });
  await page.evaluate((publishableKey) => {
    const w = window as unknown as TestWindow;
    w.stripeUnderTest = w.Stripe(publishableKey);
    w.cardUnderTest = w.stripeUnderTest.elements().create('card');
    w.cardUnderTest.mount('#mount');
  }, key);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  return { page, secret };
}

function confirmCard(page: Page, secret: string) {
  return page.evaluate((clientSecret) => {
    const w = window as unknown as TestWindow;
    return w.stripeUnderTest.confirmCardPayment(clientSecret, { payment_method: { card: w.cardUnderTest as never } });
  }, secret);
}

describe('Stripe double against the sandbox', () => {
  it('confirms a success card', async () => {
    const { page, secret } = await stripeWithCard('4242 4242 4242 4242');
    const result = await confirmCard(page, secret);
    expect(result.paymentIntent?.status).toBe('succeeded');
    await page.close();
  });

  it('returns "Your card was declined." for the decline card', async () => {
    const { page, secret } = await stripeWithCard('4000 0000 0000 0002');
    const result = await confirmCard(page, secret);
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    await page.close();
  });

  it.each([
    ['Complete authentication', 'succeeded', undefined],
    ['Fail authentication', undefined, 'payment_intent_authentication_failure'],
  ])('shows the 3-D Secure page in a dialog: "%s" ends with status %s / error %s', async (button, status, code) => {
    const { page, secret } = await stripeWithCard('4000 0027 6000 3184');
    const pending = confirmCard(page, secret);
    await page.frameLocator('iframe[title="3-D Secure authentication"]').getByRole('button', { name: button }).click();
    const result = await pending;
    expect([result.paymentIntent?.status, result.error?.code]).toEqual([status, code]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('returns an authentication error when the shopper closes the challenge', async () => {
    const { page, secret } = await stripeWithCard('4000 0027 6000 3184');
    const pending = confirmCard(page, secret);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const result = await pending;
    expect(result.error?.code).toBe('payment_intent_authentication_failure');
    await page.close();
  });

  it('fails locally with a validation_error when the card number is incomplete', async () => {
    const { page, secret } = await stripeWithCard('4242 42');
    const result = await confirmCard(page, secret);
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    await page.close();
  });

  it('redirects to the challenge page and back to return_url when confirmPayment redirects', async () => {
    const { client_secret: secret } = (await bench.platform(`${CART}/psp/stripe`)) as { client_secret: string };
    const { key } = (await bench.platform('/api/demo-all/psp/stripe/cart/cart-normal/key')) as { key: string };
    const page = await bench.openPage();
    await page.addScriptTag({ url: `${bench.sandboxUrl}/sandbox/sdk/stripe.js` });
    await page.evaluate(
      ({ publishableKey, clientSecret }) => {
        const w = window as unknown as TestWindow;
        w.stripeUnderTest = w.Stripe(publishableKey);
        const elements = w.stripeUnderTest.elements({ clientSecret });
        elements.create('payment').mount('#mount');
        Object.assign(w, { elementsUnderTest: elements });
      },
      { publishableKey: key, clientSecret: secret },
    );
    await page.getByLabel('Card number').fill('4000 0027 6000 3184');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    void page
      .evaluate((returnUrl) => {
        const w = window as unknown as TestWindow & { elementsUnderTest: never };
        return w.stripeUnderTest.confirmPayment({
          elements: w.elementsUnderTest,
          confirmParams: { return_url: returnUrl },
        });
      }, `${bench.pageUrl}stripe-redirected`)
      .catch(() => undefined);
    await page.waitForURL(/\/sandbox\/stripe\/3ds\//);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/stripe-redirected/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('redirect_status'), params.get('payment_intent_client_secret')]).toEqual(['succeeded', secret]);
    await page.close();
  });
});

describe('Braintree Drop-in double against the sandbox', () => {
  it('tokenises a test card into a single-use sandbox nonce', async () => {
    const { client_token: token } = (await bench.platform(`${CART}/psp/braintree`)) as { client_token: string };
    const page = await bench.openPage();
    await page.addScriptTag({ url: `${bench.sandboxUrl}/sandbox/sdk/braintree-dropin.js` });
    await page.evaluate(async (authorization) => {
      const w = window as unknown as TestWindow;
      Object.assign(w, { dropinUnderTest: await w.braintree.dropin.create({ authorization, container: '#mount' }) });
    }, token);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    const payload = await page.evaluate(() => {
      const w = window as unknown as { dropinUnderTest: { requestPaymentMethod: () => Promise<unknown> } };
      return w.dropinUnderTest.requestPaymentMethod();
    });
    expect(payload).toMatchObject({ nonce: expect.stringMatching(/^tokencc_sb_/), details: { lastFour: '4242' } });
    await page.close();
  });
});

describe('PayPal Buttons double against the sandbox', () => {
  it.each([
    ['Approve payment', 'approved'],
    ['Cancel and return', 'cancelled'],
  ])('"%s" on the approval page ends %s', async (button, outcome) => {
    const { paypal_client_id: clientId } = (await bench.platform(`${CART}/psp/paypal`)) as { paypal_client_id: string };
    const page = await bench.openPage();
    await page.addScriptTag({ url: `${bench.sandboxUrl}/sandbox/sdk/paypal.js?client-id=${clientId}` });
    await page.evaluate(async () => {
      const w = window as unknown as TestWindow;
      await w.paypal
        .Buttons({
          createOrder: (_data, actions) =>
            actions.order.create({
              intent: 'CAPTURE',
              purchase_units: [{ amount: { currency_code: 'EUR', value: '25.00' } }],
            }),
          onApprove: async (data) => {
            w.outcome = { kind: 'approved', ...data };
          },
          onCancel: (data) => {
            w.outcome = { kind: 'cancelled', ...data };
          },
        })
        .render('#mount');
    });
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: button }).click();
    await page.waitForFunction(() => (window as unknown as TestWindow).outcome !== undefined);
    const result = (await page.evaluate(() => (window as unknown as TestWindow).outcome)) as Record<string, unknown>;
    expect(result).toMatchObject({ kind: outcome, orderID: expect.any(String) });
    if (outcome === 'approved') expect(result.payerID).toEqual(expect.any(String));
    await page.close();
  });
});

describe('reCAPTCHA double against the sandbox', () => {
  it('issues a v2 checkbox token that POST /utils/verify-recaptcha accepts exactly once', async () => {
    const page = await bench.openPage();
    await page.evaluate(() => {
      const w = window as unknown as TestWindow;
      w.onCaptchaLoad = () => {
        w.grecaptcha.render('mount', {
          sitekey: 'sandbox-site-key',
          callback: (token: string) => Object.assign(w, { outcome: token }),
        });
      };
    });
    await page.addScriptTag({
      url: `${bench.sandboxUrl}/sandbox/sdk/recaptcha.js?onload=onCaptchaLoad&render=explicit`,
    });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    const token = (await page.evaluate(() => (window as unknown as TestWindow).outcome)) as string;
    const verify = () =>
      bench.platform('/utils/verify-recaptcha', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    expect([await verify(), await verify()]).toMatchObject([{ success: true }, { success: false }]);
    await page.close();
  });
});
