import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stubFetch';
import { installPaypalDouble } from './installPaypalDouble';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup(answer: Parameters<typeof stubFetch>[0], providerHosts = false) {
  document.body.innerHTML = '<div id="paypal"></div>';
  const stub = stubFetch(answer);
  const paypal = installPaypalDouble(window, {
    sandboxOrigin: 'http://127.0.0.1:4010',
    fetch: stub.fetch,
    clientId: 'sb-sandbox-demo-all',
    pollIntervalMs: 5,
    providerHosts,
  });
  const click = () => document.querySelector<HTMLButtonElement>('[data-provider-double="paypal"]')?.click();
  return { ...stub, paypal, click };
}

describe('PayPal Buttons double', () => {
  it('creates the order with the client id, shows the approval page in a dialog and calls onApprove', async () => {
    let status = 'CREATED';
    const { paypal, click, requests } = setup((request) =>
      request.method === 'POST'
        ? [201, { id: 'ORDER1', status }]
        : [200, { id: 'ORDER1', status, payer: { payer_id: 'PAYER1' } }],
    );
    const onApprove = vi.fn(async () => undefined);
    await paypal
      .Buttons({
        createOrder: (_data, actions) =>
          actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'EUR', value: '10.00' } }],
          }),
        onApprove,
      })
      .render('#paypal');
    click();
    await expect
      .poll(() => document.querySelector('iframe')?.getAttribute('src'))
      .toContain('checkoutnow?token=ORDER1');
    status = 'APPROVED';
    await expect.poll(() => onApprove).toHaveBeenCalledOnce();
    expect(onApprove).toHaveBeenCalledWith(
      expect.objectContaining({ orderID: 'ORDER1', payerID: 'PAYER1' }),
      expect.anything(),
    );
    expect(requests[0]).toMatchObject({
      url: 'http://127.0.0.1:4010/sandbox/paypal/v2/checkout/orders',
      headers: { authorization: 'Bearer sb-sandbox-demo-all' },
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("calls PayPal's own API and approval page when it was loaded from www.paypal.com", async () => {
    let status = 'CREATED';
    const { paypal, click, requests } = setup(
      (request) => (request.method === 'POST' ? [201, { id: 'ORDER2', status }] : [200, { id: 'ORDER2', status }]),
      true,
    );
    const onApprove = vi.fn(async () => undefined);
    await paypal
      .Buttons({
        createOrder: (_data, actions) =>
          actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }],
          }),
        onApprove,
      })
      .render('#paypal');
    click();
    await expect
      .poll(() => document.querySelector('iframe')?.getAttribute('src'))
      .toBe('https://www.paypal.com/checkoutnow?token=ORDER2');
    status = 'APPROVED';
    await expect.poll(() => onApprove).toHaveBeenCalledOnce();
    expect(new Set(requests.map((request) => request.url))).toEqual(
      new Set(['https://www.paypal.com/v2/checkout/orders', 'https://www.paypal.com/v2/checkout/orders/ORDER2']),
    );
  });

  it('calls onCancel when the shopper closes the dialog', async () => {
    const { paypal, click } = setup(() => [201, { id: 'I-SUB1', status: 'APPROVAL_PENDING' }]);
    const onCancel = vi.fn();
    await paypal
      .Buttons({ createSubscription: (_data, actions) => actions.subscription.create({ plan_id: 'P-1' }), onCancel })
      .render('#paypal');
    click();
    await expect.poll(() => document.querySelector('[role="dialog"] button')).not.toBeNull();
    document.querySelector<HTMLButtonElement>('[role="dialog"] button')?.click();
    await expect.poll(() => onCancel).toHaveBeenCalledWith({ orderID: 'I-SUB1' }, expect.anything());
  });

  it("calls onError with PayPal's message when the order cannot be created", async () => {
    const { paypal, click } = setup(() => [401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed.' }]);
    const onError = vi.fn();
    await paypal
      .Buttons({
        createOrder: (_data, actions) =>
          actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }],
          }),
        onError,
      })
      .render('#paypal');
    click();
    await expect
      .poll(() => onError)
      .toHaveBeenCalledWith(expect.objectContaining({ message: 'Authentication failed.' }));
  });

  it('is eligible and removes its button on close', async () => {
    const { paypal } = setup(() => [200, {}]);
    const buttons = paypal.Buttons({});
    await buttons.render('#paypal');
    expect(buttons.isEligible()).toBe(true);
    await buttons.close();
    expect(document.querySelector('[data-provider-double="paypal"]')).toBeNull();
  });
});
