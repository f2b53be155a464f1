import { platformCallOf } from './platformCallOf';
import type { PlatformRead } from './RenderedPage';

/** Wraps `send` so each read, once answered or failed, is told to `onRead` by its client function and status. */
export function countPlatformReads(send: typeof fetch, onRead?: (read: PlatformRead) => void): typeof fetch {
  if (!onRead) return send;
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const call = platformCallOf(init?.method ?? request?.method ?? 'GET', request?.url ?? String(input));
    try {
      const response = await send(input, init);
      onRead({ call, status: String(response.status) });
      return response;
    } catch (error) {
      const timeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      onRead({ call, status: timeout ? 'timeout' : 'error' });
      throw error;
    }
  };
}
