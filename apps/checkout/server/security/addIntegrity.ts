/** The build's SRI manifest (`dist/.vite/sri.json`): the sha384 of every emitted file, by URL path. */
export type BuildIntegrity = Readonly<Record<string, string>>;

/** A `<script src>` or a `<link>` to one of our files (`href`/`src` a root path), without an `integrity` yet. */
const PINNABLE_TAG = /<(script|link)\b(?![^>]*\bintegrity=)[^>]*\b(?:src|href)="(\/[^"?#]+)"[^>]*>/gi;

/** Loads of a script or a stylesheet: what `integrity` applies to (not icons, not fonts the stylesheet loads again). */
const LOADS_CODE = /^<script\b|\brel="(modulepreload|stylesheet)"/i;

/**
 * Pins our own files in a page: `integrity` from the build's SRI manifest on every `<script src>` and
 * every `<link rel="modulepreload">` or stylesheet link to a file it lists, and an import map whose
 * `integrity` gives every other script of the build its hash, so the chunks the app imports later
 * (Vite's preloads and dynamic imports) are checked too (Chromium applies it to both). Placed at the top of
 * the head: it must come before the first module load. A changed file then never runs.
 */
export function addIntegrity(html: string, integrity: BuildIntegrity): string {
  const pinned = html.replace(PINNABLE_TAG, (tag, _name: string, path: string) => {
    const hash = integrity[path];
    if (hash === undefined || !LOADS_CODE.test(tag)) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${hash}"${end}`);
  });
  const scripts = Object.fromEntries(Object.entries(integrity).filter(([path]) => path.endsWith('.js')));
  if (Object.keys(scripts).length === 0) return pinned;
  // Paths and base64 digests hold no `<`, so the JSON cannot close the element.
  const map = `<script type="importmap">${JSON.stringify({ integrity: scripts })}</script>`;
  return pinned.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (head) => `${head}${map}`);
}
