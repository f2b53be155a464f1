/** Texts of the cart-creation page. */
export const cartCreateMessages = {
  creating: { id: 'cartCreate.creating', defaultMessage: 'Preparing your cart…' },
  invalidTitle: { id: 'cartCreate.invalidTitle', defaultMessage: 'This link is not valid' },
  invalidMessage: {
    id: 'cartCreate.invalidMessage',
    defaultMessage: 'The link is missing the shop or the products. Please return to the shop and try again.',
  },
  failed: {
    id: 'cartCreate.failed',
    defaultMessage: 'Your cart could not be created. Please return to the shop and try again.',
  },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
