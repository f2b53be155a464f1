import { CheckoutApiError, checkoutKeys, type OrderConfirmation } from '@checkout/api-client';
import { CartSchema, PaymentOptionsSchema } from '@checkout/api-client/contract';
import { type CheckoutFormValues, emptyCheckoutForm } from '@checkout/checkout-core';
import { createCheckoutIntl, formatMoney, loadMessages } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { loadDeferredParts } from '../../app/deferredPart';
import { merchantQueries } from '../../queries/merchantQueries';
import { CheckoutPage } from './CheckoutPage';
import { checkoutMessages } from './checkout.messages';
import { writeStoredForm } from './formStorage';
import { countryNamesQuery } from './useCountryNames';

// The page's services: a platform client whose calls answer at once, with nothing on the network.
const api = vi.hoisted(() => ({
  validateLimits: vi.fn(async () => ({ data: {} })),
  validateStock: vi.fn(async () => ({ data: { valid: true } })),
  pushDataLayer: vi.fn(async () => ({ data: {} })),
  preloadOnDemandCalls: vi.fn(async () => undefined),
  updateCartParams: vi.fn(async () => ({ data: {} })),
}));
const services = vi.hoisted(() => ({
  config: { checkoutApiBase: 'http://127.0.0.1:4010', sandboxOrigin: null, providers: {} },
  reporter: { report: vi.fn() },
  api: () => api,
}));
vi.mock('../../app/useServices', () => ({ useServices: () => services }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));
// The chosen method's adapter: an offline method whose `pay` each test decides.
const adapter = vi.hoisted(() => ({ id: 'offline', provider: 'offlinegateway', hasWidget: false, pay: vi.fn() }));
vi.mock('../payment/usePaymentAdapter', () => ({
  usePaymentAdapter: ({ method }: { method: unknown }) => (method === null ? null : adapter),
}));

const cart = v.parse(CartSchema, {
  id: 'cart-1',
  currency: 'EUR',
  items: [{ id: 'a', sku: 'tripod', name: 'Tripod', quantity: 1, price: '89.00' }],
  sum_total_due: '89.00',
});
const scope = { apiKey: 'demo', cartId: 'cart-1' };
let english: ReturnType<typeof createCheckoutIntl>;

beforeAll(async () => {
  english = createCheckoutIntl('en', await loadMessages('en'));
  // The sections below the fold, loaded as the server has them: the page renders whole at once.
  await loadDeferredParts();
});
afterEach(() => {
  sessionStorage.clear();
  adapter.pay.mockReset();
  api.validateLimits.mockClear();
});

/** A query cache holding what the route's loader and the page's reads would have put there. */
async function seededClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(checkoutKeys.cart('demo', 'cart-1'), cart);
  const options = merchantQueries.paymentOptions(services as unknown as AppServices, 'demo', 'en');
  client.setQueryData(
    options.queryKey,
    v.parse(PaymentOptionsSchema, {
      payment_methods: [{ id: 'pm-invoice', gateway: 'offlinegateway', name: 'Invoice' }],
    }),
  );
  client.setQueryData(merchantQueries.featureFlags(services as unknown as AppServices, 'demo').queryKey, {});
  client.setQueryData(checkoutKeys.shippingCountries('demo', 'cart-1'), [{ alpha2: 'DE', name: 'Germany' }]);
  client.setQueryData(checkoutKeys.shippingMethods('demo', 'cart-1', 'DE'), [
    { id: 'standard', name: 'Standard', price: { amount: 0, currency: 'EUR' } },
  ]);
  await client.prefetchQuery(countryNamesQuery('en'));
  return client;
}

/** A form the shopper filled in completely before a reload: the page judges it at once. */
function completeForm(): CheckoutFormValues {
  const form = emptyCheckoutForm('DE');
  return {
    ...form,
    email: 'ada@example.com',
    vat_number: 'DE123456789',
    billing: {
      ...form.billing,
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Marienplatz',
      street_number: '8',
      postal_code: '80331',
      city: 'München',
    },
    shippingMethodId: 'standard',
    paymentMethodId: 'pm-invoice',
  };
}

async function renderPage(form?: CheckoutFormValues) {
  if (form) writeStoredForm(sessionStorage, scope, form);
  const client = await seededClient();
  render(
    <QueryClientProvider client={client}>
      <CheckoutIntlProvider locale="en">
        <CheckoutPage lang="en" apiKey="demo" cartId="cart-1" search={{}} />
      </CheckoutIntlProvider>
    </QueryClientProvider>,
  );
  return screen.findByTestId('pay-button');
}

const payable = async (button: HTMLElement) =>
  waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
const answer = (status: number, serverMessage: string, serverCode: string) =>
  new CheckoutApiError('http', serverMessage, { status, serverMessage, serverCode });

describe('CheckoutPage', () => {
  it('renders the cart and its total, and an empty form cannot be paid: the hint says what is missing', async () => {
    const pay = await renderPage();
    expect(screen.getByTestId('cart-summary').textContent).toContain('Tripod');
    expect(screen.getByTestId('pay-total').textContent).toContain(formatMoney(8900, 'EUR', 'en'));
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByTestId('pay-blocked');
    expect(hint.textContent).toContain(english.formatMessage(checkoutMessages.payBlocked));
    expect(hint.dataset.blockers?.split(' ')).toEqual(
      expect.arrayContaining(['payment_method_missing', 'contact_invalid']),
    );
  });

  it('enables Pay, without a hint, for a complete form with a payment method', async () => {
    const pay = await renderPage(completeForm());
    await payable(pay);
    expect(screen.queryByTestId('pay-blocked')).toBeNull();
    expect(screen.getByTestId('checkout-page').dataset.payable).toBe('true');
  });

  it('is in progress while paying (Pay locked, its busy label shown), and frees Pay when the payment fails', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    adapter.pay.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    const pay = await renderPage(completeForm());
    await payable(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(adapter.pay).toHaveBeenCalledOnce());
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(pay.textContent).toContain(english.formatMessage(checkoutMessages.paying));
    fireEvent.click(pay);
    await act(async () => refuse(answer(402, 'Your card was declined.', 'card_declined')));
    expect((await screen.findByTestId('pay-error')).textContent).toContain('Your card was declined.');
    await payable(pay);
    expect(adapter.pay).toHaveBeenCalledOnce();
  });

  it.each([
    ['out_of_stock', 'Einige Artikel sind nicht vorrätig.', 'error.stock.outOfStock'],
    ['order_in_progress', 'Order in progress: check your stock later.', 'error.order.inProgress'],
    ['order_exists', 'An order for this cart already exists.', 'error.order.exists'],
    ['idempotency_key_reused', 'Conflict', 'error.order.conflict'],
  ])('shows the text of the platform code %s, whatever its message says', async (code, message, id) => {
    adapter.pay.mockRejectedValue(answer(409, message, code));
    const pay = await renderPage(completeForm());
    await payable(pay);
    fireEvent.click(pay);
    const alert = await screen.findByTestId('pay-error');
    expect(alert.textContent).toContain(english.formatMessage({ id }));
    expect(alert.textContent).not.toContain(message);
  });

  it("shows the limits check's refusal by its code and sends no payment", async () => {
    api.validateLimits.mockRejectedValueOnce(answer(422, 'Bestelllimit überschritten', 'order_limit_exceeded'));
    const pay = await renderPage(completeForm());
    await payable(pay);
    fireEvent.click(pay);
    const alert = await screen.findByTestId('pay-error');
    expect(alert.textContent).toContain(english.formatMessage({ id: 'error.limits.exceeded' }));
    expect(adapter.pay).not.toHaveBeenCalled();
  });

  it('goes to the confirmation when the payment is confirmed, keeping Pay locked on the way', async () => {
    const confirmation = { order: { id: 'order-1', cart_id: 'cart-1' }, items: [] } as unknown as OrderConfirmation;
    adapter.pay.mockResolvedValue({ status: 'confirmed', orderId: 'order-1', confirmation });
    const pay = await renderPage(completeForm());
    await payable(pay);
    fireEvent.click(pay);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        expect.objectContaining({ to: '/$lang/$apiKey/$cartId/order-confirmation' }),
      ),
    );
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  });
});
