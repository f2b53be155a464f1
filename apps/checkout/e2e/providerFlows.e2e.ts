import { afterAll, beforeAll, describe, it } from 'vitest';
import { type CheckoutHarness, completeAllButPayment, startHarness } from './support/checkoutHarness';
import {
  braintreeDecline,
  braintreeStepUpReturn,
  braintreeThreeDSecureFails,
  braintreeThreeDSecurePasses,
} from './support/scenarios/braintreeScenarios';
import { adyenDecline, mollieDecline, offlineFullPageReturn } from './support/scenarios/hostedScenarios';
import { paypalDecline, paypalPayerActionReturn, paypalSubscription } from './support/scenarios/paypalScenarios';
import type { ScenarioTarget } from './support/scenarios/ScenarioTarget';

// Provider flows of issue 27 in sandbox mode on the every-feature merchant; the scenarios live in
// support/scenarios/ so productionFlows.e2e.ts runs the same ones in production configuration.
let harness: CheckoutHarness;
let target: ScenarioTarget;

beforeAll(async () => {
  harness = await startHarness();
  target = { harness, merchant: 'demo-all', completeAllButPayment };
});

afterAll(async () => {
  await harness?.close();
});

describe('Braintree 3-D Secure', () => {
  it('pays through the Drop-in challenge', () =>
    braintreeThreeDSecurePasses(target, '/tmp/flows-braintree-3ds-challenge.png'));

  it('keeps the shopper on the page with a translated text when the challenge fails, nothing ordered', () =>
    braintreeThreeDSecureFails(target, '/tmp/flows-braintree-3ds-failed.png'));
});

describe('PayPal subscription', () => {
  it('subscribes with the plan_id and confirms once the platform took the subscription', () =>
    paypalSubscription(target, '/tmp/flows-paypal-subscription.png'));
});

describe('declines', () => {
  it('Adyen: the refused card keeps the shopper on the page, and another method pays', () => adyenDecline(target));

  it('Braintree: the processor-declined card keeps the shopper on the page, and another method pays', () =>
    braintreeDecline(target));

  it('Mollie: a failed hosted payment returns as failed, and another method pays', () => mollieDecline(target));

  it('PayPal: INSTRUMENT_DECLINED at capture keeps the shopper on the page, and another method pays', () =>
    paypalDecline(target, '/tmp/flows-paypal-declined.png'));
});

describe('full-page returns', () => {
  it('offline gateway: the hosted confirmation returns on redirected and the platform settles it', () =>
    offlineFullPageReturn(target, '/tmp/flows-offline-hosted.png'));

  it('PayPal: a capture needing the payer (PAYER_ACTION_REQUIRED) returns from the payer-action page on redirected and the platform settles it', () =>
    paypalPayerActionReturn(target, '/tmp/flows-paypal-payer-action.png'));

  it('Braintree: a card without liability shift returns from the platform’s hosted challenge on redirected and the platform settles it', () =>
    braintreeStepUpReturn(target, '/tmp/flows-braintree-step-up.png'));
});
