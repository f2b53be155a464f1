/** The formatting locale of each display currency of spec §9; other currencies format in the UI locale. */
export const currencyLocales = {
  AUD: 'en-AU',
  CAD: 'en-CA',
  CHF: 'de-CH',
  DKK: 'da-DK',
  EUR: 'de-DE',
  GBP: 'en-GB',
  NOK: 'nb-NO',
  QAR: 'en-GB',
  SEK: 'sv-SE',
  USD: 'en-US',
  ZAR: 'en-GB',
} as const satisfies Readonly<Record<string, string>>;

/** A display currency of spec §9, formatted in its own locale with 2 fraction digits. */
export type DisplayCurrency = keyof typeof currencyLocales;

/** Tells whether `code` is one of the display currencies of spec §9. */
export function isDisplayCurrency(code: string): code is DisplayCurrency {
  return Object.hasOwn(currencyLocales, code);
}
