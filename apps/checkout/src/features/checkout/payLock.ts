import * as v from 'valibot';
import { type CartScope, cartScopeTag } from './cartStorage';
import { type PayLockMessage, PayLockMessageSchema } from './PayLockMessageSchema';

/** The part of the Web Locks API the pay lock uses (`navigator.locks`); tests pass a double. */
export interface PayLockManager {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: Lock | null) => Promise<T>): Promise<T>;
}

/** The part of `BroadcastChannel` the pay lock uses; tests pass a double or Node's own. */
export type PayLockChannel = Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;

/** Where the pay lock finds the browser's locks and channels. */
export interface PayLockEnvironment {
  /** Defaults to `navigator.locks`, missing in old browsers and on insecure (plain-http, non-local) pages: then pay runs unlocked, as it did before the lock. */
  readonly locks?: PayLockManager | undefined;
  /** Defaults to `BroadcastChannel`; missing, the tab neither tells nor hears outcomes. */
  readonly BroadcastChannel?: (new (name: string) => PayLockChannel) | undefined;
}

/** One checkout page's pay lock. */
export interface PayLock {
  /**
   * Runs `attempt` holding the cart's lock, then tells the cart's other tabs how it ended (`undefined`: nothing
   * was sent, told as `stopped`; a throw is told as `failed` and rethrown) and releases the lock. Resolves to
   * `busy`, having run nothing, while another tab of this browser holds the lock.
   */
  run: (attempt: () => Promise<PayLockMessage | undefined>) => Promise<'ran' | 'busy'>;
  /** Stops hearing the other tabs (an attempt still running will still tell them its outcome). */
  close: () => void;
}

function browserEnvironment(): PayLockEnvironment {
  return {
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
  };
}

/**
 * One pay attempt per cart per browser: the lock and the channel are named after the cart's storage tag (api
 * key and cart id hashed, `cartStorage.ts`), and `onOutcome` hears, validated, how another tab's attempt ended.
 */
export function createPayLock(
  scope: CartScope,
  onOutcome: (outcome: PayLockMessage) => void,
  environment: PayLockEnvironment = browserEnvironment(),
): PayLock {
  const name = `checkout:pay:${cartScopeTag(scope)}`;
  const { locks, BroadcastChannel: Channel } = environment;
  let channel = Channel ? new Channel(name) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = v.safeParse(PayLockMessageSchema, event.data);
      if (message.success) onOutcome(message.output);
    };
  }
  // Told on this page's own channel, which does not hear itself; once the page has gone (a confirmed attempt
  // navigates before it resolves), on a channel opened for the one message.
  const tell = (outcome: PayLockMessage) => {
    const sender = channel ?? (Channel ? new Channel(name) : null);
    sender?.postMessage(outcome);
    if (sender !== channel) sender?.close();
  };
  const attemptAndTell = async (attempt: () => Promise<PayLockMessage | undefined>) => {
    let outcome: PayLockMessage = { kind: 'failed' };
    try {
      outcome = (await attempt()) ?? { kind: 'stopped' };
    } finally {
      tell(outcome);
    }
    return 'ran' as const;
  };
  return {
    run: (attempt) =>
      locks
        ? locks.request(name, { ifAvailable: true }, async (lock) => (lock ? attemptAndTell(attempt) : 'busy'))
        : attemptAndTell(attempt),
    close: () => {
      channel?.close();
      channel = null;
    },
  };
}
