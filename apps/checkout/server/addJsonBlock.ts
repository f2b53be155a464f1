/** `value` as JSON that is safe inside a `<script>`: `<` is escaped, so it cannot close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Adds `value` as a JSON data block (`<script id type="application/json">`) to the end of the head.
 * `<` is escaped, so nothing in the value can close the block or open another element.
 */
export function addJsonBlock(html: string, id: string, value: unknown): string {
  return html.replace(/<\/head>/i, `<script id="${id}" type="application/json">${scriptJson(value)}</script></head>`);
}
