import type { PaymentOrderConfirmation, PortPaymentStatus } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';
import { classifyAttemptFailure } from './classifyAttemptFailure';
import { createPayAttempt, type PayAttempt } from './createPayAttempt';
import type { PayAttemptResult } from './PayAttemptResult';
import type { PayAttemptStore } from './PayAttemptStore';
import { readPayAttempt } from './readPayAttempt';
import { type PaySequenceOptions, runPaySequence } from './runPaySequence';

/** Options of {@link runPayAttempt}: the pay sequence's, with the cart's kept attempt in place of `attempt`. */
export interface PayAttemptOptions<TConfirmation extends PaymentOrderConfirmation>
  extends Omit<PaySequenceOptions<TConfirmation>, 'attempt' | 'onAttemptChange'> {
  /** Where the cart's attempt is kept across reloads. */
  readonly store: PayAttemptStore;
  /** What this press pays (`payAttemptFingerprint`). */
  readonly fingerprint: string;
  /** Asks the platform what became of the cart (`GET /cart/{cart_id}/payment-status`). */
  readonly checkStatus: () => Promise<PortPaymentStatus>;
  /** Makes idempotency keys. Defaults to `crypto.randomUUID()`. */
  readonly createKey?: () => string;
}

/** The platform's word on the cart: an outcome to show, or what lets the attempt send (again). */
type PlatformWord<TConfirmation> =
  | PayAttemptResult<TConfirmation>
  /** Nothing is charging or charged. */
  | { readonly status: 'none' }
  /** The attempt's own draft waits at its provider: its key, sent again, replays the way back there. */
  | { readonly status: 'draft'; readonly orderId: string | null };

/**
 * Asks the platform what became of the cart; an order ends the attempt. `ownDraft`: a `pending` draft is
 * the attempt's own (same fingerprint, a key whose stored answer made the draft), which its key replays.
 */
async function askPlatform<TConfirmation extends PaymentOrderConfirmation>(
  options: PayAttemptOptions<TConfirmation>,
  ownDraft: boolean,
): Promise<PlatformWord<TConfirmation>> {
  let answer: PortPaymentStatus;
  try {
    answer = await options.checkStatus();
  } catch (error) {
    return { status: 'unanswered', error: PaymentError.from(error) };
  }
  switch (answer.state) {
    case 'ordered':
      options.store.clear();
      return { status: 'confirmed', orderId: answer.order_id, confirmation: null };
    case 'none':
      return { status: 'none' };
    case 'pending':
      if (ownDraft) return { status: 'draft', orderId: answer.order_id };
      return { status: 'confirming', state: answer.state, orderId: answer.order_id };
    case 'charging':
    case 'charged':
      return { status: 'confirming', state: answer.state, orderId: answer.order_id };
    default:
      return answer.state satisfies never;
  }
}

/**
 * One press of Pay as a step of its pay attempt, which has one identity (key and what was sent) until it
 * has an outcome, kept in `store` across reloads. An attempt that was sent and has no outcome yet asks
 * the platform first (`checkStatus`): its order is shown, a payment the platform still holds is being
 * confirmed, and only `none` lets it send again (the same key and provider part; another fingerprint, a
 * new attempt), or the attempt's own `pending` draft, whose key replays the way back to its provider. A
 * failure that is no outcome (no answer, a 5xx, a conflict on the cart, a reused key) asks the platform
 * the same way; the attempt's own draft is asked for once more under its key, and a spent key
 * (`order_exists`, `idempotency_key_reused`) with nothing charging is sent once more under a new key
 * with the same provider part. Confirmed, redirected and final failures end the attempt. Never rejects.
 */
export async function runPayAttempt<TConfirmation extends PaymentOrderConfirmation>(
  options: PayAttemptOptions<TConfirmation>,
): Promise<PayAttemptResult<TConfirmation>> {
  const { store, fingerprint, createKey } = options;
  const fresh = (submission: PayAttempt['submission'] = null) =>
    createPayAttempt({ createKey, fingerprint, submission });
  const kept = readPayAttempt(store);
  const same = kept !== null && kept.fingerprint === fingerprint;
  if (kept?.submission) {
    const word = await askPlatform(options, same);
    if (word.status !== 'none' && word.status !== 'draft') return word;
  }
  let attempt = same ? kept : fresh();
  for (let round = 0; ; round++) {
    const result = await runPaySequence({ ...options, attempt, onAttemptChange: (changed) => store.write(changed) });
    if (result.status === 'confirmed' || result.status === 'redirect') {
      store.clear();
      return result;
    }
    if (result.status === 'stopped') return result;
    const failure = classifyAttemptFailure(result.error);
    if (failure === 'over') {
      store.clear();
      return result;
    }
    // Nothing was sent with this attempt: there is nothing to ask about.
    if (result.attempt.submission === null) return result;
    const spent = failure === 'key_spent';
    const word = await askPlatform(options, !spent);
    if (word.status === 'draft' && round > 0) return { status: 'confirming', state: 'pending', orderId: word.orderId };
    if (word.status === 'none' && (!spent || round > 0)) return result;
    if (word.status !== 'none' && word.status !== 'draft') return word;
    attempt = spent ? fresh(result.attempt.submission) : result.attempt;
    store.write(attempt);
  }
}
