import { formatMoney } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { Alert, Button } from '@checkout/ui';
import type { Payability } from '@checkout/validation';
import { useIntl } from 'react-intl';
import { checkoutMessages } from './checkout.messages';
import type { UsePayOptions } from './payOptions';
import { usePay } from './usePay';

/** Props of {@link PayArea}. */
export interface PayAreaProps {
  /** The cart, the chosen adapter, the checks and what the form does with each outcome (`usePay`). */
  readonly pay: UsePayOptions;
  /** Runs on Pay before the pay sequence: what the confirmation keeps of the form. */
  readonly beforePay: () => void;
  readonly payability: Payability;
  /** The chosen method's adapter is loading: Pay waits for it rather than answer "choose a method". */
  readonly adapterLoading: boolean;
  /** Shows every issue and moves focus to the first field to fix. */
  readonly onReveal: () => void;
}

/** The foot of the checkout form: the total again, what Pay answered, the Pay button and what blocks it. */
export function PayArea({ pay, beforePay, payability, adapterLoading, onReveal }: PayAreaProps) {
  const intl = useIntl();
  const locale = useLocale();
  const payment = usePay(pay);
  const { sum_total_due: total } = pay.cart;
  const onPay = async () => {
    beforePay();
    await payment.pay();
  };
  return (
    <div className="app-pay">
      {/* On a narrow screen the summary is folded above the form: the total is repeated above Pay. */}
      <p className="app-pay-total" data-testid="pay-total">
        <span>{intl.formatMessage(checkoutMessages.total)}</span>
        <span>{formatMoney(total.amount, total.currency, locale)}</span>
      </p>
      {payment.notice ? (
        <Alert
          type="info"
          data-testid="pay-elsewhere"
          messages={intl.formatMessage(
            payment.notice === 'busy' ? checkoutMessages.payElsewhere : checkoutMessages.payElsewhereRedirect,
          )}
        />
      ) : null}
      {payment.payState ? (
        <div className="app-pay-state" data-testid="pay-state" data-state={payment.payState}>
          <Alert
            type={payment.payState === 'confirming' ? 'info' : 'warning'}
            messages={intl.formatMessage(
              payment.payState === 'confirming' ? checkoutMessages.payConfirming : checkoutMessages.payUnconfirmed,
            )}
          />
          {/* Asks the platform first (the kept attempt), so checking never pays again. */}
          {payment.payState === 'unconfirmed' ? (
            <Button variant="secondary" data-testid="pay-check-again" onClick={payment.pay}>
              {intl.formatMessage(checkoutMessages.payCheckAgain)}
            </Button>
          ) : null}
        </div>
      ) : null}
      {payment.errors.length > 0 ? (
        <Alert
          type="error"
          data-testid="pay-error"
          title={intl.formatMessage(checkoutMessages.errorTitle)}
          messages={payment.errors}
          onDismiss={payment.dismissErrors}
          dismissLabel={intl.formatMessage(checkoutMessages.dismiss)}
        />
      ) : null}
      <Button
        data-testid="pay-button"
        type="submit"
        fullWidth
        loading={payment.inProgress}
        loadingLabel={intl.formatMessage(checkoutMessages.paying)}
        disabled={!payability.payable || payment.inProgress || adapterLoading}
        data-payable={payability.payable}
        onClick={onPay}
      >
        {intl.formatMessage(checkoutMessages.pay)}
      </Button>
      {payability.payable ? null : (
        <p className="app-pay-hint" data-testid="pay-blocked" data-blockers={payability.blockers.join(' ')}>
          {intl.formatMessage(checkoutMessages.payBlocked)}{' '}
          <Button variant="text" data-testid="pay-blocked-show" onClick={onReveal}>
            {intl.formatMessage(checkoutMessages.payBlockedShow)}
          </Button>
        </p>
      )}
    </div>
  );
}
