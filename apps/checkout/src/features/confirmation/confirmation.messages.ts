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
  checking: { id: 'return.checking', defaultMessage: 'Checking your payment…' },
  pending: {
    id: 'return.pending',
    defaultMessage: 'Your payment is still being processed. We will email you as soon as it is confirmed.',
  },
  failed: { id: 'return.failed', defaultMessage: 'The payment was not completed.' },
  backToCheckout: { id: 'return.backToCheckout', defaultMessage: 'Back to checkout' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
