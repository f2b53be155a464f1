import type { Hono } from 'hono';
import type { SandboxContext } from '../../SandboxContext';
import { registerHostedSettlement } from '../shared/registerHostedSettlement';

/**
 * The platform's hosted 3-D Secure challenge (`startBraintreeStepUp`): **Complete authentication**
 * settles the order `open`, **Fail authentication** gives it up, and both return to the checkout's
 * `return_url` with nothing added; a second answer, or one after the draft was given up, is a 409.
 */
export function registerBraintreeStepUp(app: Hono, ctx: SandboxContext): void {
  registerHostedSettlement(app, ctx, {
    path: '/sandbox/braintree/challenge',
    provider: 'braintree',
    kind: 'challenge',
    page: {
      provider: '3-D Secure',
      title: 'Confirm this payment',
      description: 'Your bank asks you to authenticate. This is a test page: choose how the challenge ends.',
    },
    pass: { value: 'pass', label: 'Complete authentication', status: 'passed' },
    fail: { value: 'fail', label: 'Fail authentication', status: 'failed' },
    notPending: '<!doctype html><title>Not pending</title><p>This authentication is not pending.</p>',
  });
}
