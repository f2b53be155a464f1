/** Texts of the order confirmation and the payment return pages. */
export const confirmationMessages = {
  title: { id: 'confirmation.title', defaultMessage: 'Thank you for your order!' },
  message: {
    id: 'confirmation.message',
    defaultMessage: 'We have received your order and will send you a confirmation by email.',
  },
  orderNumber: { id: 'confirmation.orderNumber', defaultMessage: 'Order number' },
  status: { id: 'confirmation.status', defaultMessage: 'Status' },
  date: { id: 'confirmation.date', defaultMessage: 'Order date' },
  total: { id: 'confirmation.total', defaultMessage: 'Total' },
  items: { id: 'confirmation.items', defaultMessage: 'Ordered items' },
  unavailable: {
    id: 'confirmation.unavailable',
    defaultMessage: 'Your order details cannot be shown right now. You will receive them by email.',
  },
  unavailableTitle: { id: 'confirmation.unavailableTitle', defaultMessage: 'Your order' },
  draftTitle: { id: 'confirmation.draft.title', defaultMessage: 'Your payment is being confirmed' },
  draftMessage: {
    id: 'confirmation.draft.message',
    defaultMessage:
      'We are waiting for the payment provider to confirm your payment. This can take a few minutes. We will email you as soon as it is confirmed, so please do not pay again.',
  },
  cancelledTitle: { id: 'confirmation.cancelled.title', defaultMessage: 'Your payment was not completed' },
  cancelledMessage: {
    id: 'confirmation.cancelled.message',
    defaultMessage:
      'This order was cancelled because its payment was not completed. You can go back to your cart and pay again.',
  },
  backToCart: { id: 'confirmation.backToCart', defaultMessage: 'Back to your cart' },
  receivedTitle: { id: 'confirmation.received.title', defaultMessage: 'We have received your order' },
  receivedMessage: {
    id: 'confirmation.received.message',
    defaultMessage: 'The details of your order will follow by email.',
  },
  checking: { id: 'return.checking', defaultMessage: 'Checking your payment…' },
  pendingTitle: { id: 'return.pendingTitle', defaultMessage: 'Your payment is being processed' },
  failedTitle: { id: 'return.failedTitle', defaultMessage: 'Your payment was not completed' },
  failedHint: {
    id: 'return.failedHint',
    defaultMessage: 'The payment provider did not confirm the payment. You can go back to checkout and try again.',
  },
  pending: {
    id: 'return.pending',
    defaultMessage: 'Your payment is still being processed. We will email you as soon as it is confirmed.',
  },
  backToCheckout: { id: 'return.backToCheckout', defaultMessage: 'Back to checkout' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
