import * as v from 'valibot';

/** An ISO 4217 currency code, three letters, read in upper case. */
export const CurrencyCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z]{3}$/, 'Expected an ISO 4217 currency code'),
  v.toUpperCase(),
);
