import type { ChaosEvent } from './ChaosEvent';

/** The attempt's event of `kind`, typed as that kind, or `undefined`. */
export function findEvent<K extends ChaosEvent['kind']>(
  events: readonly ChaosEvent[],
  kind: K,
): Extract<ChaosEvent, { kind: K }> | undefined {
  return events.find((event): event is Extract<ChaosEvent, { kind: K }> => event.kind === kind);
}
