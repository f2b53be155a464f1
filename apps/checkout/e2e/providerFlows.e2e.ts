import { afterAll, beforeAll, describe, it } from 'vitest';
import { type CheckoutHarness, startHarness } from './support/checkoutHarness';
import {
  adyenDecline,
  braintreeDecline,
  braintreeStepUpReturn,
  braintreeThreeDSecureFails,
  braintreeThreeDSecurePasses,
  mollieDecline,
  offlineFullPageReturn,
  paypalDecline,
  paypalPayerActionReturn,
  paypalSubscription,
} from './support/providerScenarios';

// Provider flows of issue 27 in sandbox mode: the scenarios live in support/providerScenarios.ts so
// another harness (a production-like configuration) can run the same ones.
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('Braintree 3-D Secure', () => {
  it('pays through the Drop-in challenge', () =>
    braintreeThreeDSecurePasses(harness, '/tmp/flows-braintree-3ds-challenge.png'));

  it('keeps the shopper on the page with a translated text when the challenge fails, nothing ordered', () =>
    braintreeThreeDSecureFails(harness, '/tmp/flows-braintree-3ds-failed.png'));
});

describe('PayPal subscription', () => {
  it('subscribes with the plan_id and confirms once the platform took the subscription', () =>
    paypalSubscription(harness, '/tmp/flows-paypal-subscription.png'));
});

describe('declines', () => {
  it('Adyen: the refused card keeps the shopper on the page, and another method pays', () => adyenDecline(harness));

  it('Braintree: the processor-declined card keeps the shopper on the page, and another method pays', () =>
    braintreeDecline(harness));

  it('Mollie: a failed hosted payment returns as failed, and another method pays', () => mollieDecline(harness));

  it('PayPal: INSTRUMENT_DECLINED at capture keeps the shopper on the page, and another method pays', () =>
    paypalDecline(harness, '/tmp/flows-paypal-declined.png'));
});

describe('full-page returns', () => {
  it('offline gateway: the hosted confirmation returns on redirected and the platform settles it', () =>
    offlineFullPageReturn(harness, '/tmp/flows-offline-hosted.png'));

  it('PayPal: a capture needing the payer (PAYER_ACTION_REQUIRED) returns from the payer-action page on redirected and the platform settles it', () =>
    paypalPayerActionReturn(harness, '/tmp/flows-paypal-payer-action.png'));

  it('Braintree: a card without liability shift returns from the platform’s hosted challenge on redirected and the platform settles it', () =>
    braintreeStepUpReturn(harness, '/tmp/flows-braintree-step-up.png'));
});
