/** What a test card does when charged. */
export type CardBehaviour = 'success' | 'decline' | 'three_ds' | 'incorrect_number';

/** A card as the sandbox reads it from a test number. */
export interface TestCard {
  behaviour: CardBehaviour;
  brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  last4: string;
}

/** The message every provider sandbox shows for a declined card (spec §8: shown as is). */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** The message for a number that is not a card number at all (Stripe's `incorrect_number`). */
export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';

/** The message when the shopper fails the 3-D Secure challenge (Stripe's wording). */
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The documented test numbers; other valid numbers are declined, as in the providers' test modes. */
export const testCardNumbers: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '378282246310005': 'success',
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
  '4000002760003184': 'three_ds',
  '4000000000003220': 'three_ds',
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): TestCard['brand'] {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/**
 * Reads a card number (spaces and dashes allowed; Adyen's `test_` prefix too) as a test card:
 * the documented numbers behave as documented, any other Luhn-valid number is declined and
 * anything else is an incorrect number.
 */
export function readTestCard(number: unknown): TestCard {
  const digits = typeof number === 'string' ? number.replace(/^test_/, '').replace(/[\s-]/g, '') : '';
  const valid = /^\d{12,19}$/.test(digits) && passesLuhn(digits);
  const behaviour: CardBehaviour = valid ? (testCardNumbers[digits] ?? 'decline') : 'incorrect_number';
  return { behaviour, brand: valid ? brandOf(digits) : 'unknown', last4: valid ? digits.slice(-4) : '' };
}
