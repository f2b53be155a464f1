import type { ChaosEvent } from './ChaosEvent';

/**
 * The `X-Sandbox-Fault` value the first order creation of an attempt carries (`drop`,
 * `lose-answer`, `crash=after-charge`, joined by `&`), or `null` when its events put none there.
 */
export function faultHeaderOf(events: readonly ChaosEvent[]): string | null {
  const parts = events.flatMap((event) => {
    switch (event.kind) {
      case 'drop':
        return ['drop'];
      case 'lose-answer':
        return ['lose-answer'];
      case 'crash-after-charge':
        return ['crash=after-charge'];
      default:
        return [];
    }
  });
  return parts.length === 0 ? null : parts.join('&');
}
