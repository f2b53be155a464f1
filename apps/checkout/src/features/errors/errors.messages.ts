/** Texts of the error pages beyond the catalogue's `errorPage.*` titles. */
export const errorMessages = {
  notFoundMessage: { id: 'app.errorPage.notFoundMessage', defaultMessage: 'Please check the link you followed.' },
  cartNotFoundMessage: {
    id: 'app.errorPage.cartNotFoundMessage',
    defaultMessage: 'The link to this cart is not valid or has expired. Please return to the shop and try again.',
  },
  quoteUnavailableMessage: {
    id: 'app.errorPage.quoteUnavailableMessage',
    defaultMessage: 'Please return to the shop to request a new offer.',
  },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
