/** A `<link rel="stylesheet">` of the build's own assets, with its path. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[^"?#]+\.css)"[^>]*>/gi;

/**
 * Puts the build's own stylesheets into the HTML shell as `<style>` blocks instead of linking them
 * (ADR 0008): the first paint no longer waits for a render-blocking request, and the page makes
 * one request less. A stylesheet that cannot be read stays a link. `</style` inside the CSS (only
 * possible in a string) is escaped so it cannot close the block.
 */
export async function inlineStylesheets(
  html: string,
  read: (path: string) => Promise<Uint8Array | null>,
): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const blocks = await Promise.all(
    links.map(async ([link, path = '']) => {
      const css = await read(path);
      return css ? `<style>${new TextDecoder().decode(css).replace(/<\/style/gi, '<\\/style')}</style>` : link;
    }),
  );
  return links.reduce((result, [link], index) => result.replace(link, blocks[index] ?? link), html);
}
