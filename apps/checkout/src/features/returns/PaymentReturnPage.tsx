import { checkoutKeys, type OrderConfirmation } from '@checkout/api-client';
import { formatError } from '@checkout/i18n/errors';
import { followRedirect, type PaymentAdapterId, PaymentError, paymentAdapterIds } from '@checkout/payments';
import { Alert, Button } from '@checkout/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { clearStoredForm } from '../checkout/formStorage';
import { confirmationMessages } from '../confirmation/confirmation.messages';
import { NotFoundErrorScreen } from '../errors/NotFoundErrorScreen';
import { createCheckoutPort } from '../payment/createCheckoutPort';
import { OrderNotFoundError } from '../payment/OrderNotFoundError';
import { paymentRegistry } from '../payment/paymentRegistry';
import { paymentStorage } from '../payment/paymentStorage';
import { redirectAllowlistOf } from '../payment/redirectAllowlistOf';
import { giveUpDraftAfterFailure } from './giveUpDraftAfterFailure';

/** Props of {@link PaymentReturnPage}. */
export interface PaymentReturnPageProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly cartId: string;
  /** The adapter the return route belongs to; `null` for the generic `redirected` route (the stored pending return decides). */
  readonly adapterId: PaymentAdapterId | null;
  /** Mollie's return version (1 or 2). Defaults to `null`. */
  readonly version?: number | null;
}

type ReturnState =
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string }
  | { kind: 'not-found' };

/** The page's heading follows what the server said: still checking, pending, or failed. */
const HEADINGS = {
  checking: confirmationMessages.checking,
  pending: confirmationMessages.pendingTitle,
  failed: confirmationMessages.failedTitle,
} as const satisfies Record<Exclude<ReturnState['kind'], 'not-found'>, { id: string }>;

/**
 * A provider return: the adapter's `handleReturn` asks the server how the payment ended, then goes to the
 * confirmation. A return whose order the platform does not have, or that is not this cart's
 * (`OrderNotFoundError`, from the port's order read), is the not-found page: nothing of that order is shown
 * or kept, and no draft is given up.
 */
export function PaymentReturnPage({ lang, apiKey, cartId, adapterId, version = null }: PaymentReturnPageProps) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReturnState>({ kind: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    const pending = paymentStorage.readPending(apiKey, cartId);
    const id = adapterId ?? pending?.adapterId ?? null;
    const run = async () => {
      if (id === null || !paymentAdapterIds.includes(id))
        throw new PaymentError('provider_not_recognized', 'Payment provider type not recognized.');
      const factory = await paymentRegistry.load(id);
      const port = createCheckoutPort({
        api: services.api(apiKey),
        cartId,
        orderBase: () => {
          throw new Error('A return never creates an order.');
        },
      });
      const adapter = factory<OrderConfirmation>({
        port,
        sdk: { mode: 'sandbox', loader: { loadScript: () => Promise.reject(new Error('No SDK on a return page.')) } },
        returnUrl: (route) => new URL(`/${lang}/${apiKey}/${cartId}/${route}`, window.location.origin).toString(),
        version,
        locale: lang,
      });
      return adapter.handleReturn({ url: window.location.href, pending, signal: controller.signal });
    };
    run().then(
      async (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.status === 'confirmed') {
          paymentStorage.clearPending(apiKey, cartId);
          if (outcome.confirmation) paymentStorage.saveConfirmation(apiKey, cartId, outcome.confirmation);
          clearStoredForm(sessionStorage, { apiKey, cartId });
          await navigate({
            to: '/$lang/$apiKey/$cartId/order-confirmation',
            params: { lang, apiKey, cartId },
            search: outcome.orderId ? { order_id: outcome.orderId } : {},
            replace: true,
          });
        } else if (outcome.status === 'redirect') {
          const followed = followRedirect(outcome.url, redirectAllowlistOf(services.config));
          if (followed.status === 'refused') {
            paymentStorage.clearPending(apiKey, cartId);
            setState({ kind: 'failed', message: formatError(followed.error, intl) });
          }
        } else setState({ kind: 'pending' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        paymentStorage.clearPending(apiKey, cartId);
        if (OrderNotFoundError.isIn(error)) {
          setState({ kind: 'not-found' });
          return;
        }
        const failure = PaymentError.from(error);
        void giveUpDraftAfterFailure(services.api(apiKey), cartId, failure).then(() =>
          queryClient.invalidateQueries({ queryKey: checkoutKeys.cart(apiKey, cartId) }),
        );
        const message =
          failure.code === 'declined'
            ? intl.formatMessage(confirmationMessages.failedHint)
            : formatError(failure, intl);
        setState({ kind: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [adapterId, apiKey, cartId, intl, lang, navigate, queryClient, services, version]);

  if (state.kind === 'not-found') return <NotFoundErrorScreen />;
  return (
    <main className="app-page" data-testid="payment-return" data-state={state.kind}>
      <h1>{intl.formatMessage(HEADINGS[state.kind])}</h1>
      {state.kind === 'pending' ? (
        <Alert type="info" messages={intl.formatMessage(confirmationMessages.pending)} />
      ) : null}
      {state.kind === 'failed' ? <Alert type="error" data-testid="return-error" messages={state.message} /> : null}
      {state.kind === 'checking' ? null : (
        <Link to="/$lang/$apiKey/$cartId" params={{ lang, apiKey, cartId }}>
          <Button variant="secondary">{intl.formatMessage(confirmationMessages.backToCheckout)}</Button>
        </Link>
      )}
    </main>
  );
}
