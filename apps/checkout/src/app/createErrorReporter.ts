/** Where failures that must not block the page are sent: the console by default, an endpoint when configured. */
export interface ErrorReporter {
  /** Reports one failure; reports whose message contains `404` are dropped (spec §5). */
  report: (error: unknown, context?: string) => void;
}

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** Endpoint that receives each report as JSON (`POST`): an http(s) URL or a path on the page's own origin. Defaults to none (console only). */
  endpoint?: string | null;
  /** The console to log to. Defaults to `globalThis.console`. */
  console?: Pick<Console, 'error'>;
  /** The `fetch` used for the endpoint. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** The text of any thrown value, for the 404 filter and the report body. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Creates the app's error reporter: logs every report and posts it to `endpoint` when one is configured; drops 404s. */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const output = options.console ?? globalThis.console;
  return {
    report(error, context) {
      const message = errorMessageOf(error);
      if (message.includes('404')) return;
      output.error(context ? `[checkout] ${context}:` : '[checkout]', error);
      const endpoint = options.endpoint;
      // An absolute http(s) URL, or a path on this origin (`/reports/errors`), never protocol-relative.
      if (!endpoint || !/^(https?:\/\/|\/(?![/\\]))/.test(endpoint)) return;
      const send = options.fetch ?? globalThis.fetch;
      void send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, context: context ?? null, url: pageUrlWithoutQuery() }),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}

/** The page's URL without query or fragment: update links carry a customer id and a hash there. */
function pageUrlWithoutQuery(): string | null {
  const location = globalThis.location;
  return location ? `${location.origin}${location.pathname}` : null;
}
