import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { PackageEntryChunks } from '../build/packageEntryChunks';
import type { PageFacts } from '../src/app/pageFacts';
import type { PageRenderer } from '../src/ssr/RenderedPage';
import { chooseEncoding, createCompressor, type Encoding } from './compressBody';
import { compressStream } from './compressStream';
import { embedConfig } from './embedConfig';
import { inlineStylesheets } from './inlineStylesheets';
import { languageRedirect } from './languageRedirect';
import { loadScriptsAfterPaint } from './loadScriptsAfterPaint';
import { createLogger } from './observability/createLogger';
import type { ServerMetrics } from './observability/createServerMetrics';
import { errorFields } from './observability/errorFields';
import { logReports } from './observability/logReports';
import { observeRequests } from './observability/observeRequests';
import { renderObservers } from './observability/renderObservers';
import { pageConfig } from './pageConfig';
import { pageTitle } from './pageTitle';
import {
  addPreloadLinks,
  type BuildManifest,
  createPagePreloads,
  entryScripts,
  fontPreloads,
  modulepreloadLinkHeader,
} from './preload/pagePreloads';
import type { ProviderDirectory } from './providers/readProviderDirectory';
import type { RuntimeConfig } from './readRuntimeConfig';
import { type ReportLogEntry, registerReportRoutes } from './reports/registerReportRoutes';
import { ServerError } from './ServerError';
import { addIntegrity, type BuildIntegrity } from './security/addIntegrity';
import { addNonce } from './security/addNonce';
import { buildSecurityHeaders, type SecurityOptions } from './security/buildSecurityHeaders';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Options of {@link createServerApp}. */
export interface ServerOptions {
  /** Folder of the built SPA (`dist`). */
  distDir: string;
  config: RuntimeConfig;
  security: SecurityOptions;
  /** Trust `X-Forwarded-Proto` from a proxy in front (for HSTS). Defaults to `false`. */
  trustProxy?: boolean;
  /** Send the CSP as `Content-Security-Policy-Report-Only` (reports, blocks nothing). Defaults to `false`. */
  cspReportOnly?: boolean;
  /** Vite's build manifest, for each page's `modulepreload` links. Defaults to none (no page preloads). */
  manifest?: BuildManifest;
  /**
   * Which chunk holds each package entry (`dist/.vite/package-entries.json`), for the language parts
   * among a page's `modulepreload` links. Defaults to none (no catalogue or country-name preloads).
   */
  packageEntries?: PackageEntryChunks;
  /**
   * The build's SRI manifest (`dist/.vite/sri.json`): every script and modulepreload the server writes
   * (tags and `Link` header) carries its `integrity`, and the page's import map pins the rest. Defaults to
   * none (nothing pinned).
   */
  integrity?: BuildIntegrity;
  /**
   * How long a page's render waits for the platform reads its loaders make, in ms. Defaults to `0`: the
   * server renders nothing and reads nothing, the browser renders the shell.
   */
  platformReadWaitMs?: number;
  /**
   * The facts of the page at a URL from the app's routes (`describePage` of `dist-server/ssr/entry-server.js`):
   * its policy class, title, message areas and route chunks.
   */
  describe: (url: URL) => PageFacts;
  /** Public provider values per merchant, embedded into each page (ADR 0012). Defaults to `config.providers` for every merchant. */
  providers?: ProviderDirectory;
  /**
   * The app's server render (`dist-server/ssr/entry-server.js`): each page is rendered by the router with
   * the platform's data, within `platformReadWaitMs`. Defaults to none: every page is the shell and the
   * browser renders it.
   */
  render?: PageRenderer | null;
  /** Where the report endpoints (`/reports/csp`, `/reports/errors`) put what they accept. Defaults to a line of `logger` per report, counted in `metrics`. */
  reportLog?: (entry: ReportLogEntry) => void;
  /** The server's log: a JSON line per request and per failure. Defaults to `info` and up on stdout. */
  logger?: Logger;
  /** Where requests, platform reads and reports are counted (`METRICS_PORT`). Defaults to none. */
  metrics?: ServerMetrics | null;
}

/** The sandbox's fault-injection header (apps/sandbox/README.md), passed on to the platform reads only when the platform is the sandbox. */
const SANDBOX_FAULT_HEADER = 'x-sandbox-fault';

/** Headers every response carries, HTML or not. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;

const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function readStatic(distDir: string, urlPath: string, suffix = ''): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Dot folders (`.vite/manifest.json`) are build metadata, not site files.
  if (decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return null;
  const file = normalize(join(distDir, decoded)) + suffix;
  if (!file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The production server of the built SPA: static files, runtime config, health, language redirects, SPA fallback. */
export function createServerApp({
  distDir,
  config,
  security,
  trustProxy = false,
  cspReportOnly = false,
  manifest = {},
  packageEntries = {},
  integrity = {},
  platformReadWaitMs = 0,
  providers,
  reportLog,
  render = null,
  describe,
  logger = createLogger(),
  metrics = null,
}: ServerOptions) {
  const app = new Hono();
  app.use('*', observeRequests({ logger, metrics, describe }));
  const compress = createCompressor();
  const fonts = fontPreloads(manifest);
  const pagePreloads = createPagePreloads(manifest, packageEntries);
  const entry = entryScripts(manifest);
  // The shell with its stylesheets inlined, read once it exists (the build may come after the server).
  let shellHtml: Promise<string | null> | null = null;
  const readShell = async (): Promise<string | null> => {
    shellHtml ??= readStatic(distDir, '/index.html').then((html) =>
      html ? inlineStylesheets(html.toString('utf8'), (path) => readStatic(distDir, path)) : null,
    );
    const html = await shellHtml;
    if (html === null) shellHtml = null;
    return html;
  };
  const isHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('x-forwarded-proto') === 'https');

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_HEADERS)) c.res.headers.set(name, value);
    if (isHttps(c)) c.res.headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  });

  const send = (c: Context, key: string | null, body: Uint8Array<ArrayBuffer>, type: string, cacheControl: string) => {
    c.header('content-type', type);
    c.header('cache-control', cacheControl);
    c.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), type, body.byteLength);
    if (!encoding) return c.body(body);
    c.header('content-encoding', encoding);
    return c.body(compress(key, body, encoding));
  };

  registerReportRoutes(app, {
    log: reportLog ?? logReports({ logger, metrics, describe }),
    // The peer's address; behind a trusted proxy the first forwarded one.
    clientOf: (c) =>
      (trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined) ||
      (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ||
      'unknown',
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/config.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(config);
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    if (extname(path) !== '' || path.startsWith('/assets/')) {
      const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      // HTML goes out only as a page, with the page policy and frame protection: `/index.html` as a
      // static file would carry neither and could be framed by any origin.
      if (/^\.html?$/i.test(extname(path))) throw new ServerError('This page could not be found', 404);
      const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      // The build writes `x.br` and `x.gz` beside each text asset of 1 KiB or more; such a copy is sent
      // as it is, without reading the file itself.
      const encoding = chooseEncoding(c.req.header('accept-encoding'), type, Number.POSITIVE_INFINITY);
      const precompressed = encoding ? await readStatic(distDir, path, ENCODING_SUFFIX[encoding]) : null;
      if (encoding && precompressed) {
        c.header('content-type', type);
        c.header('cache-control', cacheControl);
        c.header('vary', 'accept-encoding');
        c.header('content-encoding', encoding);
        return c.body(new Uint8Array(precompressed));
      }
      const body = await readStatic(distDir, path);
      if (body) return send(c, path, new Uint8Array(body), type, cacheControl);
      // A missing file is a real 404, never the HTML shell.
      throw new ServerError('This page could not be found', 404);
    }
    // The raw (still percent-encoded) path: a decoded one may hold bytes no header can carry (`%00`).
    const url = new URL(c.req.url);
    const detected = languageRedirect(
      url.pathname,
      url.search,
      { cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') },
      { secure: isHttps(c) },
    );
    if (detected) {
      c.header('cache-control', 'no-store');
      c.header('set-cookie', detected.setCookie);
      return c.redirect(detected.redirect.location, detected.redirect.status);
    }
    const shell = await readShell();
    if (shell === null) throw new ServerError('The checkout is not built.');
    const nonce = randomBytes(16).toString('base64');
    const page = describe(url);
    c.set('pageFacts', page);
    const headers = buildSecurityHeaders({ page, nonce, config, options: security, https: isHttps(c) });
    for (const [name, value] of Object.entries(headers)) {
      c.header(
        name === 'content-security-policy' && cspReportOnly ? 'content-security-policy-report-only' : name,
        value,
      );
    }
    // The nonce differs per response, so the shell is compressed each time and never cached.
    // `languageRedirect` sent every path without a known language away, so this segment is one.
    const lang = path.split('/')[1] ?? 'en';
    const title = await pageTitle(lang, page.titleId);
    const localized = shell
      .replace(/<html lang="[^"]*"/i, `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/i, `<title>${title}</title>`);
    const fault = config.sandboxOrigin === null ? undefined : c.req.header(SANDBOX_FAULT_HEADER);
    const configForPage = pageConfig(config, { page, security, providers });
    const rendered =
      render && platformReadWaitMs > 0
        ? await render({
            request: c.req.raw,
            config: configForPage,
            nonce,
            waitMs: platformReadWaitMs,
            readHeaders: fault ? { [SANDBOX_FAULT_HEADER]: fault } : {},
            ...renderObservers(c.var.log, metrics),
          }).catch((error: unknown) => {
            // A failure of ours: the shell goes out under a 500, and the browser tries to render the page.
            c.var.log.error({ error: errorFields(error) }, 'render failed');
            c.status(500);
            return { kind: 'shell' } as const;
          })
        : null;
    if (rendered?.kind === 'redirect') {
      c.header('cache-control', 'no-store');
      return c.redirect(rendered.location, rendered.status as 307);
    }
    const scripts = pagePreloads(lang, page, { rendered: rendered?.kind === 'page' });
    // Fonts are preloaded (from a script) only where the address holds a capability, the update
    // link's hash: elsewhere the stylesheet requests them after the first parse (ADR 0019).
    const pinned = addIntegrity(
      embedConfig(addPreloadLinks(localized, scripts, page.kind === 'update' ? fonts : []), configForPage),
      integrity,
    );
    // Without a render (none configured, too late, or a page only the browser renders) the shell goes out
    // and the browser reads and renders everything: its scripts are announced as early as can be.
    if (rendered?.kind !== 'page') {
      if (entry.length > 0) c.header('link', modulepreloadLinkHeader([...entry, ...scripts], integrity));
      const head = addNonce(pinned, nonce);
      return send(c, null, new TextEncoder().encode(head), CONTENT_TYPES['.html'] ?? 'text/html', 'no-store');
    }
    // A rendered page is painted without them: its scripts load once it has painted (ADR 0015).
    const head = addNonce(loadScriptsAfterPaint(pinned), nonce);
    // The app's HTML goes in last, as React streams it: no transform of the shell touches what the render
    // wrote, and the head (its preloads) leaves before the render has finished.
    const [before, after] = head.split('<div id="root"></div>');
    const encoder = new TextEncoder();
    const parts = [encoder.encode(`${before}<div id="root">`), rendered.body, encoder.encode(`</div>${after ?? ''}`)];
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of parts) {
          if (part instanceof Uint8Array) controller.enqueue(part);
          else for await (const chunk of part) controller.enqueue(chunk);
        }
        controller.close();
      },
    });
    c.status(rendered.status as 200);
    c.header('content-type', CONTENT_TYPES['.html'] ?? 'text/html');
    c.header('cache-control', 'no-store');
    c.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), 'text/html', Number.POSITIVE_INFINITY);
    if (!encoding) return c.body(body);
    c.header('content-encoding', encoding);
    return c.body(body.pipeThrough(compressStream(encoding)));
  });

  // Any other method or path: the same 404 envelope as a missing file, never a text default.
  app.notFound((c) => c.json({ status: 404, message: 'This page could not be found' }, 404));

  app.onError((error, c) => {
    const status = error instanceof ServerError ? error.status : 500;
    const message = error instanceof ServerError ? error.message : 'Server error';
    // `observeRequests` logs it.
    return c.json({ status, message }, status as 500);
  });
  return app;
}
