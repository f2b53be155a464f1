/**
 * A free text (an error's message, a browser's error report) without what may identify a shopper or open
 * their links: URLs and paths (api keys, cart and order ids, update-link hashes), e-mail addresses, and long
 * digit or hex runs (ids outside a URL), and quoted values (a validation message quotes what it received); cut to `max` characters.
 */
export function scrubText(text: string, max = 500): string {
  return text
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, '<url>')
    .replace(/(^|[\s"'(=])\/[^\s"')]*/g, '$1<path>')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '<email>')
    .replace(/\b(?=[0-9a-f-]*\d)[0-9a-f-]{8,}\b/gi, '<id>')
    .slice(0, max);
}
