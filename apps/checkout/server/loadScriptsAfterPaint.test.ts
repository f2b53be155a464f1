// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadScriptsAfterPaint } from './loadScriptsAfterPaint';

const page =
  '<html><head><script type="importmap">{}</script>' +
  '<script type="module" crossorigin src="/assets/runtime-1.js" integrity="sha384-RRR"></script>' +
  '<script type="module" crossorigin src="/assets/framework-1.js" integrity="sha384-AAA"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/cart-1.js" integrity="sha384-BBB">' +
  '<link rel="modulepreload" crossorigin href="/assets/en-1.js" integrity="sha384-CCC">' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js" integrity="sha384-AAA">' +
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto.woff2">' +
  '<script id="checkout-config" type="application/json">{}</script>' +
  '</head><body><div id="root"><main>painted</main><script>$_TSR={}</script></div></body></html>';

/** The test's DOM (jsdom), typed as little as the test reads: the server's types have no DOM. */
interface TestDocument {
  head: { innerHTML: string; children: ArrayLike<{ outerHTML: string }> };
  readonly visibilityState: string;
}
const pageDocument = () => (globalThis as unknown as { document: TestDocument }).document;

/** Runs the page's last inline script the way the browser would, with its frames under the test's control. */
function runInlineScript(html: string) {
  const source = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
  new Function(source)();
}

describe('loadScriptsAfterPaint', () => {
  const deferred = loadScriptsAfterPaint(page);

  it('takes the module scripts and module preloads out of the HTML, and nothing else', () => {
    expect(deferred).not.toContain('src="/assets/framework-1.js"');
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<script type="importmap">{}</script>');
    expect(deferred).toContain('rel="preload" as="font"');
    expect(deferred).toContain('<script id="checkout-config" type="application/json">{}</script>');
    expect(deferred).toContain('<main>painted</main><script>$_TSR={}</script>');
  });

  it('writes the scripts back one frame after the first paint, then the preloads, one element a task, with their integrity', () => {
    pageDocument().head.innerHTML = '';
    const frames: ((time: number) => void)[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => frames.push(callback));
    runInlineScript(deferred);
    expect(pageDocument().head.children).toHaveLength(0);
    for (const frame of frames) frame(0);
    const html = () => Array.from(pageDocument().head.children).map((element) => element.outerHTML);
    const added: string[][] = [];
    while (vi.getTimerCount() > 0) {
      const before = html().length;
      vi.runOnlyPendingTimers();
      added.push(html().slice(before));
    }
    // Each request an element starts costs the main thread a few milliseconds on a slow phone: one a
    // task keeps every task after the paint short (Lighthouse's total blocking time).
    expect(added).toEqual([
      ['<script type="module" crossorigin="" src="/assets/runtime-1.js" integrity="sha384-RRR"></script>'],
      ['<script type="module" crossorigin="" src="/assets/framework-1.js" integrity="sha384-AAA"></script>'],
      ['<link rel="modulepreload" crossorigin="" href="/assets/cart-1.js" integrity="sha384-BBB">'],
      ['<link rel="modulepreload" crossorigin="" href="/assets/en-1.js" integrity="sha384-CCC">'],
    ]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes them back at once in a tab that is not shown, where no frame comes', () => {
    pageDocument().head.innerHTML = '';
    const visibility = vi.spyOn(pageDocument(), 'visibilityState', 'get').mockReturnValue('hidden');
    runInlineScript(deferred);
    // Both scripts and two preloads; the framework's preload repeats its script and is left out.
    expect(pageDocument().head.children).toHaveLength(4);
    visibility.mockRestore();
  });

  it('leaves a page without module scripts as it is', () => {
    const shell = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterPaint(shell)).toBe(shell);
  });
});
