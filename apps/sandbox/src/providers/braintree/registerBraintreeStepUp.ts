import type { Hono } from 'hono';
import { readRawBody } from '../../http/readBody';
import type { SandboxContext } from '../../SandboxContext';
import { findOrderByPaymentReference, settleOrder } from '../../store/orders';
import { isRecord } from '../shared/isRecord';
import { findProviderObject, transitionProviderObject } from '../shared/providerObjects';
import { hostedPageHeaders, renderHostedPage } from '../shared/renderHostedPage';
import type { BraintreeStepUpDocument } from './BraintreeStepUpDocument';

const notPending = '<!doctype html><title>Not pending</title><p>This authentication is not pending.</p>';

/**
 * The platform's hosted 3-D Secure challenge (`startBraintreeStepUp`): **Complete authentication**
 * settles the order `open`, **Fail authentication** gives it up, and both return to the checkout's
 * `return_url` with nothing added; a second answer, or one after the draft was given up, is a 409.
 */
export function registerBraintreeStepUp(app: Hono, ctx: SandboxContext): void {
  const find = (id: string) => findProviderObject<BraintreeStepUpDocument>(ctx.db, 'braintree', 'challenge', id);

  app.get('/sandbox/braintree/challenge/:id', async (c) => {
    const challenge = await find(c.req.param('id'));
    if (challenge?.status !== 'open') return c.html(notPending, 404, hostedPageHeaders);
    const page = renderHostedPage({
      provider: '3-D Secure',
      title: 'Confirm this payment',
      merchantName: challenge.document.merchant_name,
      amount: challenge.document.amount,
      currency: challenge.document.currency,
      description: 'Your bank asks you to authenticate. This is a test page: choose how the challenge ends.',
      formAction: `/sandbox/braintree/challenge/${challenge.id}`,
      actions: [
        { value: 'pass', label: 'Complete authentication', tone: 'primary' },
        { value: 'fail', label: 'Fail authentication', tone: 'danger' },
      ],
    });
    return c.html(page, 200, hostedPageHeaders);
  });

  app.post('/sandbox/braintree/challenge/:id', async (c) => {
    const body = await readRawBody(c);
    const outcome = isRecord(body) ? body.outcome : undefined;
    const challenge = await find(c.req.param('id'));
    if (!challenge || (outcome !== 'pass' && outcome !== 'fail')) return c.html(notPending, 404, hostedPageHeaders);
    const passed = outcome === 'pass';
    // Only over the state read: a challenge given up meanwhile (expired) stays so.
    if (!(await transitionProviderObject(ctx.db, challenge.id, 'open', passed ? 'passed' : 'failed')))
      return c.html(notPending, 409, hostedPageHeaders);
    const order = await findOrderByPaymentReference(ctx.db, challenge.id);
    if (order && order.api_key === challenge.api_key) await settleOrder(ctx.db, order.id, passed ? 'paid' : 'failed');
    return c.redirect(challenge.document.return_url, 303);
  });
}
