import { renderHostedPage } from '../shared/renderHostedPage';
import type { PaypalObject } from './paypalObjects';

/**
 * PayPal's `payer-action` page for an order whose capture answered `PAYER_ACTION_REQUIRED` (the
 * funding source needs a step-up): the payer continues, and the platform captures, or cancels.
 */
export function payerActionPage(order: PaypalObject): string {
  return renderHostedPage({
    provider: 'PayPal',
    title: 'Confirm your payment method',
    merchantName: order.document.merchant_name,
    amount: order.document.amount,
    currency: order.document.currency,
    description:
      'Your funding source needs one more confirmation before the payment can be taken. Continue to pay, or cancel and return to the shop.',
    formAction: `/sandbox/paypal/checkoutnow?token=${encodeURIComponent(order.id)}`,
    actions: [
      { value: 'complete', label: 'Confirm and pay', tone: 'primary' },
      { value: 'cancel', label: 'Cancel and return', tone: 'danger' },
    ],
  });
}
