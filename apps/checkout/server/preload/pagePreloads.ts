import { isLocale } from '@checkout/i18n';
import type { PackageEntryChunks } from '../../build/packageEntryChunks';
import type { PageFacts } from '../../src/app/pageFacts';
import { scriptJson } from '../addJsonBlock';
import { languageChunkKeys } from './languageChunkKeys';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly assets?: readonly string[];
  readonly isEntry?: boolean;
}

/** Vite's build manifest: source id → emitted chunk. */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

const ROUTES = 'src/routes/';

/**
 * The source file of a route by its id, as TanStack Router's file routes name them: `/$lang` is
 * `$lang.tsx`, an id ending in `/` is the folder's `index.tsx` (`pageFacts.test.ts` checks every route).
 */
export function routeFileOf(routeId: string): string {
  if (routeId === '__root__') return '__root.tsx';
  const path = routeId.replace(/^\//, '');
  return path === '' || path.endsWith('/') ? `${path}index.tsx` : `${path}.tsx`;
}

/** Adds `key` and everything it imports, in import order, to `into`. */
function collect(manifest: BuildManifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/** The entry chunk and everything it imports (what the built `index.html` loads itself), entry first. */
function entryClosureOf(manifest: BuildManifest): Set<string> {
  const closure = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, closure);
  return closure;
}

/** The files of the entry chunk and of everything it imports, entry first. */
export function entryScripts(manifest: BuildManifest): string[] {
  return [...entryClosureOf(manifest)].map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** How the server answers the page whose chunks {@link createPagePreloads} lists. */
export interface PagePreloadOptions {
  /**
   * Whether it sends the page rendered, with its query cache: its routes' loaders do not run in the
   * browser, and its country names came in the cache. Otherwise it sends the shell.
   */
  readonly rendered?: boolean;
}

/**
 * Prepares, once per build, the chunks a page needs beyond the entry, for `<link rel="modulepreload">`:
 * its routes' component and pending-component chunks (and, for a shell, their loaders' chunks), one
 * language's message catalogue (its core part and the page's message areas) and, where a shell shows
 * addresses, one language's country names, each with everything it imports. Fetched with the entry, they no longer wait for it to run
 * (no entry → route chunk → catalogue waterfall). What the page needs comes from its routes
 * ({@link PageFacts}); the packages' chunks are found by their entries in `packageEntries` (the build's
 * `.vite/package-entries.json`; without it, none).
 */
export function createPagePreloads(
  manifest: BuildManifest,
  packageEntries: PackageEntryChunks = {},
): (lang: string, page: PageFacts, options?: PagePreloadOptions) => string[] {
  const entryClosure = entryClosureOf(manifest);
  const languageChunks = languageChunkKeys(manifest, packageEntries);
  return (lang, page, { rendered = false } = {}) => {
    // A shell runs its routes' loaders in the browser; a rendered page came with what they read.
    const parts = rendered ? ['component', 'pendingComponent'] : ['component', 'pendingComponent', 'loader'];
    const roots: string[] = [];
    for (const id of page.routeIds) {
      for (const part of parts) roots.push(`${ROUTES}${routeFileOf(id)}?tsr-split=${part}`);
    }
    if (isLocale(lang)) roots.push(...languageChunks(lang, page.messageAreas, page.countryNames && !rendered));
    const needed = new Set<string>();
    for (const root of roots) collect(manifest, root, needed);
    return [...needed].filter((key) => !entryClosure.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
  };
}

/**
 * A `Link` header announcing `files` as module preloads: the browser starts fetching a page's
 * scripts with the response's headers, before it has parsed the HTML (and a proxy that speaks
 * 103 Early Hints can send them before the response). The HTML keeps its own links; the browser
 * fetches each file once. Each file the build's SRI manifest lists carries its `integrity`
 * (Chromium checks it, as on a tag).
 */
export function modulepreloadLinkHeader(
  files: readonly string[],
  integrity: Readonly<Record<string, string>> = {},
): string {
  return files
    .map((file) => `<${file}>; rel=modulepreload${integrity[file] ? `; integrity="${integrity[file]}"` : ''}`)
    .join(', ');
}

/** The weights the stylesheet uses (`--ck-font-weight` 400, `--ck-font-weight-strong` 500), Latin subset. */
const FIRST_PAINT_FONT = /\/roboto-latin-(400|500)-normal-[\w-]+\.woff2$/;

/** The self-hosted font files every page paints with first. */
export function fontPreloads(manifest: BuildManifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const asset of chunk.assets ?? []) if (FIRST_PAINT_FONT.test(`/${asset}`)) files.add(`/${asset}`);
  }
  return [...files].sort();
}

/**
 * Adds one `<link rel="modulepreload">` per chunk to the head and, for `fonts`, a script that preloads
 * them (ADR 0019). A font the inline stylesheet requests itself carries the page's whole address in its
 * `Referer` whatever the referrer policy (Chromium), where an element a script makes follows the policy;
 * and a `<link rel="preload">` tag would be requested by the preload scanner inside the task that
 * commits the navigation, which Lighthouse counts as blocking.
 */
export function addPreloadLinks(html: string, scripts: readonly string[], fonts: readonly string[] = []): string {
  const fontScript =
    fonts.length === 0
      ? ''
      : `<script>for(const h of ${scriptJson(fonts)}){const l=document.createElement("link");` +
        'l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=h;document.head.append(l)}</script>';
  const links = fontScript + scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return links === '' ? html : html.replace(/<\/head>/i, `${links}</head>`);
}
