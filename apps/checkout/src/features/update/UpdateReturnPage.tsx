import type { OrderConfirmation } from '@checkout/api-client';
import { formatError } from '@checkout/i18n/errors';
import {
  followRedirect,
  type PaymentAdapterId,
  PaymentError,
  paymentAdapterIds,
  paymentMethodUpdateDispatch,
  providerOfAdapter,
} from '@checkout/payments';
import { Alert } from '@checkout/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { paymentRegistry } from '../payment/paymentRegistry';
import { redirectAllowlistOf } from '../payment/redirectAllowlistOf';
import { createUpdatePort } from './createUpdatePort';
import { InvalidLinkScreen } from './InvalidLinkScreen';
import { readUpdateFailure } from './readUpdateFailure';
import { toSuccessSearch } from './toSuccessSearch';
import type { UpdateLink } from './UpdateLink';
import { updateMessages } from './update.messages';
import { UPDATE_CONFIRMED_STATE } from './updateConfirmedState';
import { updatePageHref } from './updatePageHref';
import { updateReturnUrl } from './updateReturnUrl';
import { updateAllTimeoutMs } from './updateTimeout';

/** Props of {@link UpdateReturnPage}. */
export interface UpdateReturnPageProps {
  readonly lang: string;
  readonly link: UpdateLink;
  /** The adapter named in the return URL (`adapter`), or the route's own provider. */
  readonly adapterId: PaymentAdapterId | null;
  readonly sandboxMode: boolean;
}

type ReturnState =
  | { kind: 'checking' }
  | { kind: 'pending' }
  | { kind: 'submitted' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** The page's heading follows what the server said; `invalid` has a screen of its own. */
const HEADINGS = {
  checking: updateMessages.checking,
  pending: updateMessages.pendingTitle,
  submitted: updateMessages.submittedTitle,
  failed: updateMessages.failedTitle,
} as const satisfies Record<Exclude<ReturnState['kind'], 'invalid'>, { id: string }>;

const GATEWAY_OF: Readonly<Record<PaymentAdapterId, string>> = {
  'stripe-v1': 'stripe',
  'stripe-v2': 'stripe',
  adyen: 'adyen',
  braintree: 'braintree',
  mollie: 'mollie',
  paypal: 'paypal',
  offline: 'offlinegateway',
};

/**
 * A return from a provider in the update flow: the adapter's `handleReturn` asks the server (repeats
 * the Stripe update, checks the order, submits Adyen details), then updated-successfully. The link
 * comes from this URL only; nothing was stored before leaving.
 */
export function UpdateReturnPage({ lang, link, adapterId, sandboxMode }: UpdateReturnPageProps) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<ReturnState>({ kind: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      if (
        adapterId === null ||
        !paymentAdapterIds.includes(adapterId) ||
        paymentMethodUpdateDispatch[providerOfAdapter(adapterId)] === 'not_recognized'
      ) {
        throw new PaymentError('provider_not_recognized', 'Payment provider type not recognized.');
      }
      const factory = await paymentRegistry.load(adapterId);
      const adapter = factory<OrderConfirmation>({
        port: createUpdatePort({
          api: services.api(link.apiKey),
          link,
          gateway: GATEWAY_OF[adapterId],
          updateAllTimeoutMs: updateAllTimeoutMs(sandboxMode),
          stripePublishableKey: services.config.providers.stripe?.publishableKey ?? null,
        }),
        sdk: { mode: 'sandbox', loader: { loadScript: () => Promise.reject(new Error('No SDK on a return page.')) } },
        returnUrl: (route) => updateReturnUrl(window.location.origin, lang, link, route, adapterId),
        locale: lang,
      });
      return adapter.handleReturn({ url: window.location.href, pending: null, signal: controller.signal });
    };
    run().then(
      async (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.status === 'updated' || outcome.status === 'confirmed') {
          await navigate({
            to: '/$lang/$apiKey/updated-successfully',
            params: { lang, apiKey: link.apiKey },
            search: toSuccessSearch(link),
            state: UPDATE_CONFIRMED_STATE,
            replace: true,
          });
        } else if (outcome.status === 'submitted') {
          setState({ kind: 'submitted' });
        } else if (outcome.status === 'redirect') {
          const followed = followRedirect(outcome.url, redirectAllowlistOf(services.config));
          if (followed.status === 'refused') {
            const reason = formatError(followed.error, intl);
            setState({ kind: 'failed', message: [intl.formatMessage(updateMessages.failed), reason].join('\n') });
          }
        } else setState({ kind: 'pending' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = readUpdateFailure(error);
        if (failure.kind === 'invalid_link') setState({ kind: 'invalid' });
        else if (failure.kind === 'timeout')
          setState({ kind: 'failed', message: intl.formatMessage(updateMessages.timeout) });
        else
          setState({
            kind: 'failed',
            message: [intl.formatMessage(updateMessages.failed), formatError(failure.error, intl)].join('\n'),
          });
      },
    );
    return () => controller.abort();
  }, [adapterId, link, lang, intl, navigate, services, sandboxMode]);

  if (state.kind === 'invalid') return <InvalidLinkScreen />;
  return (
    <main className="app-page" data-testid="update-return" data-state={state.kind}>
      <h1 className="ck-heading">{intl.formatMessage(HEADINGS[state.kind])}</h1>
      {state.kind === 'pending' ? <Alert type="info" messages={intl.formatMessage(updateMessages.pending)} /> : null}
      {state.kind === 'submitted' ? (
        <Alert type="info" messages={intl.formatMessage(updateMessages.submittedMessage)} />
      ) : null}
      {state.kind === 'failed' ? (
        <Alert type="error" data-testid="update-return-error" messages={state.message.split('\n')} />
      ) : null}
      {state.kind === 'checking' ? null : (
        <a href={updatePageHref(lang, link)} rel="noreferrer" data-testid="update-try-again">
          {intl.formatMessage(state.kind === 'submitted' ? updateMessages.changeMethod : updateMessages.tryAgain)}
        </a>
      )}
    </main>
  );
}
