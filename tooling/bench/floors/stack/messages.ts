import type { MessageFormatElement } from 'react-intl';

/**
 * One message precompiled to its AST, as `@checkout/i18n` ships its catalogues:
 * `"checkout.heading": "Checkout for cart {cartId}"`, so no ICU parser runs in the browser.
 */
export const messages: Record<string, MessageFormatElement[]> = {
  'checkout.heading': [
    { type: 0, value: 'Checkout for cart ' },
    { type: 1, value: 'cartId' },
  ],
};
