import { errorMessageIds } from './errorMessageIds';

/** A failure as the shopper sees it: a catalogue message, or a text spec §8 shows as it was sent. */
export type ErrorMessage =
  | { readonly kind: 'message'; readonly id: string }
  | { readonly kind: 'text'; readonly text: string };

/** Options of {@link describeError}. */
export interface DescribeErrorOptions {
  /** The message for a failure nothing more precise is known of (e.g. the voucher field's). Defaults to `'error.generic'`. */
  readonly fallback?: string;
}

/** The fields `describeError` reads: those of `PaymentError` and `CheckoutApiError`, read by shape (this package imports neither). */
interface ErrorFields {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly detail?: unknown;
  readonly status?: unknown;
  readonly serverMessage?: unknown;
  readonly serverCode?: unknown;
  readonly cause?: unknown;
}

/** The decline text spec §8 shows as is, whatever carries it (a provider SDK's card error, a 402 answer). */
const DECLINED = 'your card was declined.';

const message = (id: string): ErrorMessage => ({ kind: 'message', id });
const lookup = (table: Readonly<Record<string, string>>, key: unknown): string | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A text as the tables key it: lower case, each run of white space one space (providers' texts carry doubled spaces). */
const keyOf = (value: string): string => value.replace(/\s+/g, ' ').toLowerCase();

/**
 * The one mapping from a failure to what the shopper reads (ADR 0014), for the app's own texts,
 * the payment adapters' `PaymentError`s and the platform's answers (`CheckoutApiError`, also as a
 * `PaymentError`'s cause):
 * - a `PaymentError` detail or code → its catalogue message; a provider's decline text as is;
 * - a server answer: a spec §8 text → its message; a 402 (decline) or 503 message as sent; the
 *   platform's `code` (`out_of_stock`, `voucher_expired`…) → its message; anything else → `fallback`;
 * - a string: a spec §8 text → its message, anything else → `fallback`.
 */
export function describeError(error: unknown, options: DescribeErrorOptions = {}): ErrorMessage {
  const fallback = message(options.fallback ?? 'error.generic');
  if (typeof error === 'string') return describeText(error) ?? fallback;
  if (typeof error !== 'object' || error === null) return fallback;
  const fields = error as ErrorFields;
  if (fields.name === 'CheckoutApiError') return describeAnswer(fields) ?? fallback;
  if (fields.name !== 'PaymentError') return describeText(text(fields.message)) ?? fallback;
  const detail = lookup(errorMessageIds.paymentDetails, fields.detail);
  if (detail !== undefined) return message(detail);
  if (isAnswer(fields.cause)) return describeAnswer(fields.cause) ?? fallback;
  const own = text(fields.message);
  if (own.toLowerCase() === DECLINED || (fields.code === 'declined' && own !== '')) return { kind: 'text', text: own };
  const id = lookup(errorMessageIds.paymentCodes, fields.code);
  return id === undefined ? fallback : message(id);
}

function isAnswer(value: unknown): value is ErrorFields {
  return typeof value === 'object' && value !== null && (value as ErrorFields).name === 'CheckoutApiError';
}

/** A spec §8 text → its message; `undefined` for any other text (an empty one is the generic error). */
function describeText(value: string): ErrorMessage | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return message('error.generic');
  const id = lookup(errorMessageIds.texts, keyOf(trimmed));
  return id === undefined ? undefined : message(id);
}

/** A platform answer, classified once: spec §8 texts, the texts shown as sent, the platform's codes. */
function describeAnswer(answer: ErrorFields): ErrorMessage | undefined {
  const transport = lookup(errorMessageIds.transportCodes, answer.code);
  if (transport !== undefined) return message(transport);
  const sent = text(answer.serverMessage);
  const known = sent === '' ? undefined : describeText(sent);
  if (known !== undefined) return known;
  if (sent !== '' && (answer.status === 402 || answer.status === 503)) return { kind: 'text', text: sent };
  const id = lookup(errorMessageIds.platformCodes, answer.serverCode);
  if (id !== undefined) return message(id);
  // No message at all: the client's own stand-in ("Server error", "An error occurred") says enough.
  return sent === '' ? describeText(text(answer.message)) : undefined;
}
