/**
 * What the production server hands the app's server render (`renderPage` of `src/entry-server.tsx`) for one
 * page request; `Config` is the runtime configuration as the page embeds it (its merchant's providers and
 * approved files included). Framework-free: the server's code reads these types without the app's.
 */
export interface RenderPageInput<Config = object> {
  readonly request: Request;
  readonly config: Config;
  /** The response's CSP nonce: the router's and React's inline scripts carry it. */
  readonly nonce: string;
  /** How long the render waits for the platform, in ms; a read still out then makes the render late. */
  readonly waitMs: number;
  /** Headers every platform read carries (the sandbox's fault injection). Defaults to none. */
  readonly readHeaders?: Readonly<Record<string, string>>;
  /** Called once per platform read the render made, for the server's metrics. Defaults to none. */
  readonly onRead?: (read: PlatformRead) => void;
  /** Where the render's own failures go (the server's log). Defaults to the console. */
  readonly onError?: (error: unknown, context: string) => void;
}

/** One platform read of a server render, as the metrics count it: never a URL, key or id. */
export interface PlatformRead {
  /** The api-client's function the read is (`getCart`), or `other`. */
  readonly call: string;
  /** The HTTP status (`200`), or `timeout` (the page's time limit cut it off) or `error` (no answer). */
  readonly status: string;
}

/** The server's render of one page. */
export type RenderedPage =
  /** A route redirected (an unknown language, a cancelled quote): the router's own response. */
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  /**
   * The app's HTML for `#root` as React streams it, with the router's hydration scripts, and the status
   * the router gave it.
   */
  | { readonly kind: 'page'; readonly status: number; readonly body: ReadableStream<Uint8Array> }
  /**
   * The shell goes out and the browser renders the page: the platform did not answer within the time
   * limit, or the page is one only the browser can render (a route with `ssr: false`, which reads the
   * tab's storage and may redirect, which a hydrating page cannot).
   */
  | { readonly kind: 'shell' };

/** The app's server render (`renderPage` of `dist-server/ssr/entry-server.js`), as the server calls it. */
export type PageRenderer = (input: RenderPageInput) => Promise<RenderedPage>;
