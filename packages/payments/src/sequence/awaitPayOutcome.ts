import type { PortPaymentStatus } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';
import type { PayAttemptConfirming, PayAttemptUnanswered } from './PayAttemptResult';
import type { PayAttemptStore } from './PayAttemptStore';

/** Options of {@link awaitPayOutcome}. */
export interface AwaitPayOutcomeOptions {
  /** What the platform said last (`runPayAttempt`'s `confirming`), the answer when nothing newer comes. */
  readonly from: PayAttemptConfirming;
  /** The cart's kept attempt, ended once the order is written. */
  readonly store: PayAttemptStore;
  /** Asks the platform what became of the cart (`GET /cart/{cart_id}/payment-status`). */
  readonly checkStatus: () => Promise<PortPaymentStatus>;
  /** Time between two reads. Defaults to `2000`. */
  readonly intervalMs?: number;
  /** Reads before it gives up waiting (with the interval, how long it waits). Defaults to `60` (two minutes). */
  readonly maxReads?: number;
  /** Waits `ms`. Defaults to a timer. */
  readonly wait?: (ms: number) => Promise<void>;
  /** Stops asking (the shopper left the page). Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** What {@link awaitPayOutcome} ends with. */
export type PayOutcomeAwaited =
  /** The order is written: go to its confirmation (`confirmation` is `null`: the page reads the order). */
  | { readonly status: 'confirmed'; readonly orderId: string | null; readonly confirmation: null }
  /** Nothing is charging or charged any more: the attempt ended without a payment; Pay may be pressed again. */
  | { readonly status: 'not_paid' }
  /** Still not settled after every read: say what is known and offer to ask again. */
  | PayAttemptConfirming
  /** The last read got no answer. */
  | PayAttemptUnanswered;

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the platform, a bounded number of times, what became of a payment it holds (`charging`,
 * `charged`, a `pending` draft) until it is settled: an order (the attempt ends), nothing paid, or, after
 * the last read, what is known, so the page never waits without end. A failed read is asked again.
 */
export async function awaitPayOutcome(options: AwaitPayOutcomeOptions): Promise<PayOutcomeAwaited> {
  const { store, checkStatus, signal } = options;
  const wait = options.wait ?? timer;
  let known: PayOutcomeAwaited = options.from;
  for (let read = 0; read < (options.maxReads ?? 60); read++) {
    await wait(options.intervalMs ?? 2000);
    if (signal?.aborted) break;
    let answer: PortPaymentStatus;
    try {
      answer = await checkStatus();
    } catch (error) {
      known = { status: 'unanswered', error: PaymentError.from(error) };
      continue;
    }
    switch (answer.state) {
      case 'ordered':
        store.clear();
        return { status: 'confirmed', orderId: answer.order_id, confirmation: null };
      case 'none':
        return { status: 'not_paid' };
      case 'charging':
      case 'charged':
      case 'pending':
        known = { status: 'confirming', state: answer.state, orderId: answer.order_id };
        break;
      default:
        return answer.state satisfies never;
    }
  }
  return known;
}
