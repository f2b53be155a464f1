/** Texts of the payment-method update flow (update page, returns, success and invalid-link pages). */
export const updateMessages = {
  title: { id: 'update.title', defaultMessage: 'Update your payment method' },
  scopeOne: { id: 'update.scope.one', defaultMessage: 'The new payment method will be used for your order {orderId}.' },
  scopeAll: { id: 'update.scope.all', defaultMessage: 'The new payment method will be used for all of your orders.' },
  methodsLegend: { id: 'update.methods.legend', defaultMessage: 'New payment method' },
  methodsNone: {
    id: 'update.methods.none',
    defaultMessage: 'No payment method can be updated online at the moment. Please contact the merchant.',
  },
  detailsHeading: { id: 'update.details.heading', defaultMessage: 'Payment details' },
  redirectNote: { id: 'update.methods.redirectNote', defaultMessage: 'You will be redirected to confirm it.' },
  submit: { id: 'update.submit', defaultMessage: 'Update payment method' },
  submitting: { id: 'update.submitting', defaultMessage: 'Updating…' },
  progressOne: { id: 'update.progress.one', defaultMessage: 'Updating the payment method of your order…' },
  progressAll: {
    id: 'update.progress.all',
    defaultMessage:
      'Updating the payment method of all your orders. This can take up to {seconds, plural, one {# second} other {# seconds}}. Please keep this page open.',
  },
  progressLabel: { id: 'update.progress.label', defaultMessage: 'Progress of the update' },
  timeout: {
    id: 'update.timeout',
    defaultMessage:
      'The update is taking longer than expected and may still go through. Please wait a moment, then try again: trying again is safe.',
  },
  noMethod: { id: 'update.noMethod', defaultMessage: 'Please choose a payment method.' },
  invalidTitle: { id: 'update.invalidLink.title', defaultMessage: 'This link is not valid' },
  invalidMessage: {
    id: 'update.invalidLink.message',
    defaultMessage: 'Please open the latest link from your email, or ask the merchant for a new one.',
  },
  successTitle: { id: 'update.success.title', defaultMessage: 'Your payment method has been updated' },
  successOne: {
    id: 'update.success.one',
    defaultMessage: 'Your order {orderId} will use the new payment method from now on.',
  },
  successAll: {
    id: 'update.success.all',
    defaultMessage: 'All of your orders will use the new payment method from now on.',
  },
  successClose: { id: 'update.success.close', defaultMessage: 'You can close this page now.' },
  checking: { id: 'update.return.checking', defaultMessage: 'Checking your new payment method…' },
  pending: {
    id: 'update.return.pending',
    defaultMessage:
      'Your new payment method is still being confirmed. We will let you know by email once it is active.',
  },
  failed: { id: 'update.return.failed', defaultMessage: 'The payment method could not be updated.' },
  tryAgain: { id: 'update.tryAgain', defaultMessage: 'Try again' },
  pendingTitle: { id: 'update.return.pendingTitle', defaultMessage: 'Your new payment method is being confirmed' },
  failedTitle: { id: 'update.return.failedTitle', defaultMessage: 'Your payment method was not changed' },
  submittedTitle: { id: 'update.submitted.title', defaultMessage: 'Your new payment method has been submitted' },
  submittedMessage: {
    id: 'update.submitted.message',
    defaultMessage:
      'The payment provider still has to confirm it. Once it is in place, you will receive a confirmation by email. If you cancelled on the provider’s page, your current payment method stays as it is.',
  },
  unconfirmedTitle: { id: 'update.unconfirmed.title', defaultMessage: 'No change to confirm' },
  unconfirmedMessage: {
    id: 'update.unconfirmed.message',
    defaultMessage:
      'This page only confirms a change made in this browser tab. If you have just changed your payment method, you will receive a confirmation by email.',
  },
  changeMethod: { id: 'update.unconfirmed.action', defaultMessage: 'Change payment method' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
