import { isLocale, type MessageArea } from '@checkout/i18n';
import type { PackageEntryChunks } from '../../build/packageEntryChunks';
import { UPDATE_PAGES } from '../security/classifyPage';
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

/** The route files a page path renders, outermost first (`$lang/$apiKey.tsx`, `$lang/$apiKey/$cartId/index.tsx`…). */
export function routeFilesOf(path: string): string[] {
  const [lang, apiKey, third, ...rest] = path.split('/').filter(Boolean);
  if (!lang || !isLocale(lang)) return [];
  const files = ['$lang.tsx'];
  if (!apiKey) return [...files, '$lang/index.tsx'];
  if (apiKey === 'cart' || apiKey === 'error') return [...files, `$lang/${apiKey}/${third ?? ''}.tsx`];
  // A static segment wins over the api key, as in the router.
  if (apiKey === 'system-test' && !third) return [...files, '$lang/system-test.tsx'];
  if (!third) return [...files, '$lang/$apiKey/index.tsx'];
  if (UPDATE_PAGES.has(third) && rest.length === 0) return [...files, `$lang/$apiKey_/${third}.tsx`];
  files.push('$lang/$apiKey.tsx');
  if (rest.length === 0) return [...files, '$lang/$apiKey/$cartId/index.tsx'];
  const page = rest.join('/');
  return [...files, `$lang/$apiKey/$cartId/${page === 'mollie-redirected' ? 'mollie-redirected/index' : page}.tsx`];
}

/**
 * The message areas of `@checkout/i18n` a page shows beyond the catalogue's core part, by its last
 * route file: what the routes declare as `staticData.messageAreas` (`loadPageMessages.test.tsx` checks
 * that they agree). The checkout page needs none.
 */
const PAGE_MESSAGE_AREAS: Readonly<Record<string, readonly MessageArea[]>> = {
  '$lang/$apiKey/$cartId/order-confirmation.tsx': ['confirmation'],
  '$lang/$apiKey/$cartId/redirected.tsx': ['confirmation'],
  '$lang/$apiKey/$cartId/stripe-redirected.tsx': ['confirmation'],
  '$lang/$apiKey/$cartId/mollie-redirected/index.tsx': ['confirmation'],
  '$lang/$apiKey/$cartId/mollie-redirected/v2.tsx': ['confirmation'],
  ...Object.fromEntries([...UPDATE_PAGES].map((page) => [`$lang/$apiKey_/${page}.tsx`, ['update']])),
  '$lang/cart/create.tsx': ['cartCreate'],
  '$lang/system-test.tsx': ['system'],
};

/** The message areas a page path shows beyond the core part of its language's catalogue. */
export function messageAreasOf(path: string): readonly MessageArea[] {
  return PAGE_MESSAGE_AREAS[routeFilesOf(path).at(-1) ?? ''] ?? [];
}

/** Whether a page path shows address fields, so it needs its language's country names. */
function showsAddresses(path: string): boolean {
  return routeFilesOf(path).at(-1) === '$lang/$apiKey/$cartId/index.tsx';
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

/**
 * Prepares, once per build, the chunks a page needs beyond the entry, for `<link rel="modulepreload">`:
 * its routes' component and pending-component chunks, one language's message catalogue (its core
 * part and the page's message areas) and, on the checkout page, one language's country names, each
 * with everything it imports. Fetched with the entry, they no longer wait for it to run (no entry →
 * route chunk → catalogue waterfall). The packages' chunks are found by their entries in
 * `packageEntries` (the build's `.vite/package-entries.json`; without it, none).
 */
export function createPagePreloads(
  manifest: BuildManifest,
  packageEntries: PackageEntryChunks = {},
): (path: string) => string[] {
  const entryClosure = entryClosureOf(manifest);
  const languageChunks = languageChunkKeys(manifest, packageEntries);
  return (path) => {
    const lang = path.split('/').filter(Boolean)[0] ?? '';
    const roots: string[] = [];
    for (const file of routeFilesOf(path)) {
      for (const part of ['component', 'pendingComponent']) roots.push(`${ROUTES}${file}?tsr-split=${part}`);
    }
    if (isLocale(lang)) roots.push(...languageChunks(lang, messageAreasOf(path), showsAddresses(path)));
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

/** The self-hosted font files every page paints with first, for `<link rel="preload" as="font">`. */
export function fontPreloads(manifest: BuildManifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const asset of chunk.assets ?? []) if (FIRST_PAINT_FONT.test(`/${asset}`)) files.add(`/${asset}`);
  }
  return [...files].sort();
}

/** Adds one `<link rel="preload" as="font">` per font file and one `<link rel="modulepreload">` per chunk to the head. */
export function addPreloadLinks(html: string, scripts: readonly string[], fonts: readonly string[] = []): string {
  const links = [
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ].join('');
  return links === '' ? html : html.replace(/<\/head>/i, `${links}</head>`);
}
