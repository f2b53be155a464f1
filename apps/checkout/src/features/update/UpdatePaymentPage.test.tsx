import { CheckoutApiError } from '@checkout/api-client';
import { PaymentOptionsSchema } from '@checkout/api-client/contract';
import { createCheckoutIntl, loadMessages } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';
import type { UpdateLink } from './UpdateLink';
import { UpdatePaymentPage } from './UpdatePaymentPage';
import { updateMessages } from './update.messages';

// Nothing on the network: the page's services, navigation, and the chosen method's adapter are doubles.
const services = vi.hoisted(() => ({
  config: { checkoutApiBase: 'http://127.0.0.1:4010', sandboxOrigin: null, providers: {} },
  reporter: { report: vi.fn() },
  api: () => ({}),
}));
vi.mock('../../app/useServices', () => ({ useServices: () => services }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));
/** A Mollie adapter (no widget) whose update each test decides. */
const adapter = vi.hoisted(() => ({
  id: 'mollie',
  provider: 'mollie',
  hasWidget: false,
  updatePaymentMethod: vi.fn(),
}));
vi.mock('./useUpdateAdapter', () => ({
  useUpdateAdapter: ({ method }: { method: unknown }) => (method === null ? null : adapter),
}));

const link: UpdateLink = {
  apiKey: 'demo',
  customerId: 'cus-1',
  hash: 'h',
  orderId: 'order-7',
  isUpdateAll: false,
  currency: 'EUR',
};
let english: ReturnType<typeof createCheckoutIntl>;

beforeAll(async () => {
  english = createCheckoutIntl('en', await loadMessages('en', undefined, { areas: ['update'] }));
});
afterEach(() => {
  adapter.updatePaymentMethod.mockReset();
  navigate.mockReset();
});

function renderPage(methods: readonly { id: string; gateway: string; name: string }[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(
    merchantQueries.paymentOptions(services as unknown as AppServices, 'demo', 'en').queryKey,
    v.parse(PaymentOptionsSchema, { payment_methods: methods }),
  );
  render(
    <QueryClientProvider client={client}>
      <CheckoutIntlProvider locale="en">
        <UpdatePaymentPage lang="en" link={link} sandboxMode={false} />
      </CheckoutIntlProvider>
    </QueryClientProvider>,
  );
  return screen.findByTestId('update-submit');
}

const mollie = [{ id: 'pm-mollie', gateway: 'mollie', name: 'iDEAL' }];
const answer = (status: number, serverMessage: string, serverCode?: string) =>
  new CheckoutApiError('http', serverMessage, { status, serverMessage, ...(serverCode ? { serverCode } : {}) });

describe('UpdatePaymentPage', () => {
  it('says what is updated and offers the one method that can update, chosen', async () => {
    const submit = await renderPage(mollie);
    expect(screen.getByTestId('update-scope').textContent).toBe(
      english.formatMessage(updateMessages.scopeOne, { orderId: 'order-7' }),
    );
    expect((screen.getByRole('radio', { name: /iDEAL/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  });

  it('cannot be submitted without a method that can update, and says so', async () => {
    const submit = await renderPage([{ id: 'pm-paypal', gateway: 'paypal', name: 'PayPal' }]);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('update-no-methods').textContent).toContain(
      english.formatMessage(updateMessages.methodsNone),
    );
  });

  it('shows the progress while the update runs, then the success page', async () => {
    let finish: (outcome: { status: 'updated' }) => void = () => undefined;
    adapter.updatePaymentMethod.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const submit = await renderPage(mollie);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByTestId('update-progress')).toBeTruthy();
    await act(async () => finish({ status: 'updated' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/$lang/$apiKey/updated-successfully' })),
    );
  });

  it.each([
    [
      'the platform code update_in_progress',
      'update_in_progress',
      409,
      'Läuft bereits',
      'error.payment.updateInProgress',
    ],
    ['an answer without a known code', undefined, 500, 'Internal failure 0x1f', 'error.generic'],
  ])('shows the text of %s, not its message', async (_name, code, status, message, id) => {
    adapter.updatePaymentMethod.mockRejectedValue(answer(status, message, code));
    const submit = await renderPage(mollie);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    const alert = await screen.findByTestId('update-error');
    expect(alert.textContent).toContain(english.formatMessage({ id }));
    expect(alert.textContent).not.toContain(message);
    expect(screen.queryByTestId('update-progress')).toBeNull();
  });

  it('shows the one invalid-link page when the platform refuses the link (403)', async () => {
    adapter.updatePaymentMethod.mockRejectedValue(answer(403, 'Forbidden'));
    const submit = await renderPage(mollie);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByTestId('update-invalid-link')).toBeTruthy();
    expect(screen.queryByTestId('update-page')).toBeNull();
  });
});
