import { formatError } from '@checkout/i18n/errors';
import { PaymentError } from '@checkout/payments';
import { Alert, Button, RadioGroup } from '@checkout/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { checkoutMessages } from '../checkout/checkout.messages';
import { isUnconfigured } from '../payment/isUnconfigured';
import { LazyPaymentMount } from '../payment/LazyPaymentMount';
import { InvalidLinkScreen } from './InvalidLinkScreen';
import type { UpdateLink } from './UpdateLink';
import { UpdateProgress } from './UpdateProgress';
import { updatableMethods } from './updatableMethods';
import { updateMessages } from './update.messages';
import { updateAllTimeoutMs } from './updateTimeout';
import { useUpdateAdapter } from './useUpdateAdapter';
import { useUpdateSubmit } from './useUpdateSubmit';

/** Props of {@link UpdatePaymentPage}. */
export interface UpdatePaymentPageProps {
  readonly lang: string;
  readonly link: UpdateLink;
  readonly sandboxMode: boolean;
}

/**
 * The update-payment-method page: what is updated (one order or all orders), the merchant's
 * methods that can update, the provider widget in update mode, and the update button with progress.
 */
export function UpdatePaymentPage({ lang, link, sandboxMode }: UpdatePaymentPageProps) {
  const intl = useIntl();
  const services = useServices();
  const options = useSuspenseQuery(merchantQueries.paymentOptions(services, link.apiKey, lang)).data;
  const methods = useMemo(() => updatableMethods(options?.payment_methods ?? []), [options]);
  const [selectedId, setSelectedId] = useState<string | null>(methods.length === 1 ? (methods[0]?.id ?? null) : null);
  const [widgetError, setWidgetError] = useState<PaymentError | null>(null);
  const method = methods.find((candidate) => candidate.id === selectedId) ?? null;
  const adapter = useUpdateAdapter({ lang, link, method, sandboxMode });
  // While the chosen method's code loads, submitting would say that no method was chosen.
  const adapterLoading = method !== null && adapter === null;
  const { submit, inProgress, failure } = useUpdateSubmit({ lang, link, adapter });
  const timeoutMs = updateAllTimeoutMs(sandboxMode);

  if (failure?.kind === 'invalid_link') return <InvalidLinkScreen />;

  const errors =
    failure === null
      ? []
      : failure.kind === 'timeout'
        ? [intl.formatMessage(updateMessages.timeout)]
        : failure.error.code === 'no_provider'
          ? [intl.formatMessage(updateMessages.noMethod)]
          : [formatError(failure.error, intl)];

  return (
    <main className="app-page" data-testid="update-page" data-scope={link.isUpdateAll ? 'all' : 'one'}>
      <h1 className="ck-heading">{intl.formatMessage(updateMessages.title)}</h1>
      <p data-testid="update-scope">
        {link.isUpdateAll || link.orderId === null
          ? intl.formatMessage(updateMessages.scopeAll)
          : intl.formatMessage(updateMessages.scopeOne, { orderId: link.orderId })}
      </p>
      <div className="app-section">
        {methods.length === 0 ? (
          <Alert
            type="warning"
            data-testid="update-no-methods"
            messages={intl.formatMessage(updateMessages.methodsNone)}
          />
        ) : (
          <RadioGroup
            data-testid="update-methods"
            legend={intl.formatMessage(updateMessages.methodsLegend)}
            name="update-payment-method"
            variant="card"
            required
            value={selectedId}
            onChange={(id) => {
              setWidgetError(null);
              setSelectedId(id);
            }}
            options={methods.map((option) => {
              const unconfigured = isUnconfigured(option.gateway, 'update', services.config.providers, sandboxMode);
              return {
                value: option.id,
                label: option.name ?? option.gateway,
                description: unconfigured
                  ? intl.formatMessage(checkoutMessages.paymentNotConfigured)
                  : option.gateway === 'mollie'
                    ? intl.formatMessage(updateMessages.redirectNote)
                    : undefined,
                disabled: unconfigured,
              };
            })}
          />
        )}
        {adapter instanceof PaymentError ? (
          <Alert
            type="warning"
            data-testid="update-unavailable"
            messages={
              adapter.code === 'not_configured'
                ? intl.formatMessage(checkoutMessages.paymentNotConfigured)
                : formatError(adapter, intl)
            }
          />
        ) : adapter?.hasWidget ? (
          <LazyPaymentMount adapter={adapter} flow="update" onError={setWidgetError} />
        ) : null}
        {widgetError ? (
          <Alert
            type="error"
            data-testid="update-widget-error"
            messages={
              widgetError.code === 'not_configured'
                ? intl.formatMessage(checkoutMessages.paymentNotConfigured)
                : formatError(widgetError, intl)
            }
          />
        ) : null}
      </div>
      {errors.length > 0 ? <Alert type="error" data-testid="update-error" messages={errors} /> : null}
      {inProgress ? <UpdateProgress isUpdateAll={link.isUpdateAll} timeoutMs={timeoutMs} /> : null}
      <div className="app-pay">
        <Button
          data-testid="update-submit"
          fullWidth
          loading={inProgress}
          loadingLabel={intl.formatMessage(updateMessages.submitting)}
          disabled={methods.length === 0 || adapterLoading}
          onClick={submit}
        >
          {intl.formatMessage(updateMessages.submit)}
        </Button>
      </div>
    </main>
  );
}
