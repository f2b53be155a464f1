import { scriptJson } from './addJsonBlock';

/** One module script (`<script type="module" src>`) or module preload (`<link rel="modulepreload">`) of a page. */
const SCRIPT_LOAD =
  /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc=)[^>]*><\/script>|<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;

/** One attribute of a tag: its name and its value (empty for a bare one, `crossorigin`). */
const ATTRIBUTE = /\s([a-z][\w-]*)(?:="([^"]*)")?/gi;

type Load = readonly [element: 'script' | 'link', attributes: Readonly<Record<string, string>>];

function toLoad(tag: string): Load {
  const [, name = ''] = /^<(\w+)/.exec(tag) ?? [];
  const opening = tag.slice(0, tag.indexOf('>'));
  const attributes = Object.fromEntries(
    [...opening.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]),
  );
  return [name.toLowerCase() === 'script' ? 'script' : 'link', attributes];
}

/**
 * A server-rendered page whose scripts start loading once it has painted: its module scripts and
 * module preloads (their `integrity` and `crossorigin` kept) are taken out of the HTML and written
 * back by an inline script at the end of the body, one frame after the first paint (at once in a tab
 * that is not shown, where no frame comes). The page is already painted and readable; its fonts and
 * its HTML get the bandwidth first, and the scripts that hydrate it follow. The module scripts go
 * first, then the preloads, one element a task: each request an element starts costs the main thread
 * a few milliseconds, and all of them in one task blocked input for 10-25 ms on a slow phone
 * (Lighthouse's total blocking time). A preload of a file that is also a script is left out. The
 * inline script is the page's, under its nonce (`addNonce`): with `'strict-dynamic'` what it adds runs.
 */
export function loadScriptsAfterPaint(html: string): string {
  const loads: Load[] = [];
  const without = html.replace(SCRIPT_LOAD, (tag) => {
    loads.push(toLoad(tag));
    return '';
  });
  if (loads.length === 0) return html;
  const scripts = loads.filter(([element]) => element === 'script');
  const scriptFiles = new Set(scripts.map(([, attributes]) => attributes.src));
  const preloads = loads.filter(([element, attributes]) => element === 'link' && !scriptFiles.has(attributes.href));
  // Paths, digests and attribute names hold no `<`; escaped anyway, so the data cannot close the element.
  const script =
    '<script>(()=>{const add=l=>{for(const[n,a]of l){const e=document.createElement(n);' +
    'for(const k in a)e.setAttribute(k,a[k]);document.head.append(e)}};' +
    `const go=h=>{const q=${scriptJson([...scripts, ...preloads])};const next=()=>{const l=q.splice(0,h?q.length:1);add(l);q.length&&setTimeout(next,0)};next()};` +
    "document.visibilityState==='hidden'?go(1):requestAnimationFrame(()=>setTimeout(()=>go(),0))})()</script>";
  return without.replace(/<\/body>/i, () => `${script}</body>`);
}
