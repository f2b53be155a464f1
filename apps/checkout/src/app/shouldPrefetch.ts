/** The part of the Network Information API the prefetch decision reads. */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** Whether links may be prefetched: not on 2g (or slower) and not with data saver on (spec §2). */
export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** Reads the browser's connection information, when it has any. */
export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const candidate: unknown = Reflect.get(navigator, 'connection');
  return typeof candidate === 'object' && candidate !== null ? (candidate as ConnectionInfo) : undefined;
}
