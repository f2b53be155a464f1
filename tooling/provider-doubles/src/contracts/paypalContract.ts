import type { CheckoutOrdersV2, CreateSubscriptionRequestBody, OnApproveData } from '@paypal/paypal-js';

type Schemas = CheckoutOrdersV2['components']['schemas'];
/** One issue of a refused capture (`422` of `POST /v2/checkout/orders/{id}/capture`). */
type CaptureIssue = NonNullable<Schemas['orders.capture-422']['issues']>[number];

/**
 * What the PayPal JS SDK and the Orders v2 API document and the checkout relies on, as data: the
 * `onApprove` data of the Buttons (`OnApproveData` of `@paypal/paypal-js`; `orderID` for orders,
 * `subscriptionID` for a subscription created with its `plan_id`), the `onCancel` data (`orderID`),
 * the `Error` passed to `onError` (https://developer.paypal.com/sdk/js/reference/#link-onerror), the
 * capture issues the platform relays (https://developer.paypal.com/api/rest/reference/orders/v2/errors/:
 * `INSTRUMENT_DECLINED`, and `PAYER_ACTION_REQUIRED` with the order's `payer-action` link), and the
 * query parameters PayPal appends to the return URL after the payer acts (`token`, `PayerID`).
 */
export const paypalContract = {
  /** Every field `onApprove` may carry; the adapter reads `orderID` and `subscriptionID`. */
  approveFields: [
    'orderID',
    'payerID',
    'paymentID',
    'subscriptionID',
    'billingToken',
    'facilitatorAccessToken',
    'authCode',
    'vaultSetupToken',
  ] satisfies (keyof OnApproveData)[],
  onApprove: {
    order: { orderID: '5O190127TN364715T', payerID: 'QYR5Z8XDVJNXQ', facilitatorAccessToken: 'A21AAHq' },
    subscription: { orderID: '8RU61172JS455403V', subscriptionID: 'I-BW452GLLEP1G', facilitatorAccessToken: 'A21AAHq' },
  } satisfies Record<'order' | 'subscription', OnApproveData>,
  /** The subscription the buttons create (`actions.subscription.create`) for the cart's plan. */
  subscriptionRequest: { plan_id: 'P-5ML4271244454362WXNWU5NQ' } satisfies CreateSubscriptionRequestBody,
  /** `onCancel` gets the order (or subscription token) the payer walked away from. */
  onCancel: { orderID: '5O190127TN364715T' } satisfies Pick<OnApproveData, 'orderID'>,
  /** `onError` gets an `Error` with a message, e.g. when `createOrder` gives no order id. */
  onError: { message: 'Expected an order id to be passed' },
  captureIssues: {
    INSTRUMENT_DECLINED: {
      issue: 'INSTRUMENT_DECLINED',
      // Two spaces after "presented", as the published type (and PayPal's answer) spells it.
      description:
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
    },
    PAYER_ACTION_REQUIRED: {
      issue: 'PAYER_ACTION_REQUIRED',
      description: 'Transaction cannot complete successfully, instruct the buyer to return to PayPal.',
    },
  } satisfies { [K in NonNullable<CaptureIssue['issue']>]?: CaptureIssue & { issue: K } },
  /** The order's link the payer is sent to after `PAYER_ACTION_REQUIRED`. */
  payerActionLink: {
    href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
    rel: 'payer-action',
    method: 'GET',
  } satisfies Schemas['link_description'],
  /** The query parameters PayPal appends to the return URL once the payer acted on PayPal's page. */
  returnParameters: ['token', 'PayerID'],
} as const;

/** A capture issue of the Orders v2 API the contract documents. */
export type PaypalCaptureIssue = keyof typeof paypalContract.captureIssues;
