import { type DestinationStream, type Logger, pino } from 'pino';

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** `LOG_LEVEL`: pino's `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Defaults to `info`. */
  level?: string;
  /** Where the JSON lines go. Defaults to stdout. */
  destination?: DestinationStream;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The server's logger: one JSON object a line (pino), an ISO time, no host name or process id. The server
 * logs no URL, query, header or body: the fields that could carry one are censored besides, should one slip in.
 */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const chosen = level.trim() === '' ? 'info' : level.trim().toLowerCase();
  if (!LEVELS.includes(chosen)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${level}".`);
  const options = {
    level: chosen,
    base: { service: 'checkout' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['url', 'path', 'query', 'headers', 'body', 'req', 'res', '*.url', '*.path', '*.query', '*.headers'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
