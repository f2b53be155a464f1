import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import { formatError } from '@checkout/i18n/errors';
import { type PaymentAdapter, PaymentError } from '@checkout/payments';
import { Alert, RadioGroup } from '@checkout/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { checkoutMessages } from '../checkout/checkout.messages';
import { LoadFailedNotice } from '../checkout/LoadFailedNotice';
import { LazyPaymentMount } from './LazyPaymentMount';

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  readonly methods: readonly PaymentMethodOption[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  /** The chosen method's adapter, its load error, or `null` while none is chosen or it loads. */
  readonly adapter: PaymentAdapter<OrderConfirmation> | PaymentError | null;
  readonly amount: { amount: number; currency: string };
  readonly onWidgetError: (error: PaymentError) => void;
  /** The credit-check field and the bot check, shown under the choice. */
  readonly checks: ReactNode;
  readonly error?: string;
  /** The payment options failed to load: their warning offers "Try again" calling this. Defaults to none. */
  readonly onRetry?: () => void;
  /** Methods whose configuration is missing (`isUnconfigured`): offered disabled, with a notice. Defaults to none. */
  readonly isUnconfigured?: (method: PaymentMethodOption) => boolean;
}

/** The payment provider choice with the chosen adapter's widget (the seam where Stripe, Adyen, Braintree and PayPal mount). */
export function PaymentSection(props: PaymentSectionProps) {
  const intl = useIntl();
  const note = (method: PaymentMethodOption) =>
    props.isUnconfigured?.(method)
      ? intl.formatMessage(checkoutMessages.paymentNotConfigured)
      : method.gateway === 'mollie'
        ? intl.formatMessage(checkoutMessages.paymentRedirect)
        : method.gateway === 'offlinegateway'
          ? intl.formatMessage(checkoutMessages.paymentInvoice)
          : undefined;
  return (
    <section className="app-section" aria-labelledby="payment-heading" data-testid="payment-section">
      <h2 id="payment-heading" className="ck-section-heading">
        {intl.formatMessage(checkoutMessages.paymentHeading)}
      </h2>
      {props.methods.length === 0 && props.onRetry ? (
        <LoadFailedNotice
          data-testid="payment-methods-unavailable"
          message={intl.formatMessage({ id: 'errorPage.serverError' })}
          onRetry={props.onRetry}
        />
      ) : props.methods.length === 0 ? (
        <Alert type="warning" messages={intl.formatMessage(checkoutMessages.paymentNone)} />
      ) : (
        <RadioGroup
          data-testid="payment-methods"
          legend={intl.formatMessage(checkoutMessages.paymentLegend)}
          name="payment-method"
          variant="card"
          required
          value={props.selectedId}
          onChange={props.onSelect}
          error={props.error}
          options={props.methods.map((method) => ({
            value: method.id,
            label: method.name ?? method.gateway,
            description: note(method),
            disabled: props.isUnconfigured?.(method) ?? false,
          }))}
        />
      )}
      {props.adapter instanceof PaymentError ? (
        <Alert
          type="warning"
          data-testid="payment-unavailable"
          messages={
            props.adapter.code === 'provider_not_recognized'
              ? intl.formatMessage(checkoutMessages.paymentUnavailable)
              : props.adapter.code === 'not_configured'
                ? intl.formatMessage(checkoutMessages.paymentNotConfigured)
                : formatError(props.adapter, intl)
          }
        />
      ) : props.adapter?.hasWidget ? (
        <LazyPaymentMount
          adapter={props.adapter}
          amount={props.amount}
          onError={props.onWidgetError}
          className="app-section"
        />
      ) : null}
      {props.checks}
    </section>
  );
}
