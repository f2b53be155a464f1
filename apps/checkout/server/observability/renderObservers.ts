import type { Logger } from 'pino';
import type { RenderPageInput } from '../../src/ssr/RenderedPage';
import type { ServerMetrics } from './createServerMetrics';
import { errorFields } from './errorFields';

/** The server render's hooks into one request's log and the metrics: its platform reads counted, its failures logged. */
export function renderObservers(
  log: Logger,
  metrics: ServerMetrics | null,
): Pick<RenderPageInput, 'onRead' | 'onError'> {
  return {
    onRead: metrics ? (read) => metrics.platformReads.inc(read) : undefined,
    onError: (error, context) =>
      log.warn({ error: errorFields(error), context: context.slice(0, 100) }, 'render reported'),
  };
}
