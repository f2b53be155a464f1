/**
 * One thing that goes wrong during a purchase attempt. Times count from the attempt's start, so a
 * plan says what happens and roughly when, while the machine decides what is in flight by then.
 */
export type ChaosEvent =
  /** `kill -9` of the sandbox process, restarted at once on the same database. */
  | { readonly kind: 'kill'; readonly afterMs: number }
  /** The first order creation is dropped before the platform reads it (`X-Sandbox-Fault: drop`). */
  | { readonly kind: 'drop' }
  /** The first order creation is handled, then its answer lost (`X-Sandbox-Fault: lose-answer`). */
  | { readonly kind: 'lose-answer' }
  /** A second tab pays the same cart with its own idempotency key. */
  | { readonly kind: 'second-tab'; readonly afterMs: number }
  /** The shopper reloads while the order creation runs: its answer is abandoned, the key kept (sessionStorage). */
  | { readonly kind: 'reload'; readonly afterMs: number }
  /** The provider's calls and pages answer late (`X-Sandbox-Fault: latency=…`). */
  | { readonly kind: 'slow-provider'; readonly latencyMs: number }
  /** The sandbox kills itself right after the provider charged, before the order is written. */
  | { readonly kind: 'crash-after-charge' };
