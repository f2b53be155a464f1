/** What the server hands the app's server render (`src/entry-server.tsx`) for one page request. */
export interface PageRenderInput {
  readonly request: Request;
  /** The runtime configuration as the page embeds it (`pageConfig`). */
  readonly config: object;
  /** The response's CSP nonce. */
  readonly nonce: string;
  /** How long the render waits for the platform, in ms. */
  readonly waitMs: number;
  /** Headers every platform read carries. */
  readonly readHeaders?: Readonly<Record<string, string>>;
}

/** The app's render of one page: a redirect, the HTML of `#root` as it streams with its status, or the shell for the browser to render. */
export type RenderedPage =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'page'; readonly status: number; readonly body: ReadableStream<Uint8Array> }
  | { readonly kind: 'shell' };

/** The app's server render (`renderPage` of `dist-server/ssr/entry-server.js`), as the server calls it. */
export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage>;
