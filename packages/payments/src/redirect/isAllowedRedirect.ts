import type { RedirectAllowlist } from './createRedirectAllowlist';

const MAX_LENGTH = 4096;

/** C0 controls, space, DEL and backslash: browsers strip or reinterpret them, so a URL holding one is refused outright. */
function hasForbiddenCharacter(url: string): boolean {
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Tells whether the browser may follow `url`: an absolute `https:` URL (or `http:` for an
 * allowlisted loopback origin) whose origin is exactly on the allowlist, written in canonical
 * form (lower-case scheme and host, no default port, no trailing dot, no percent-encoded or
 * Unicode host), without credentials, whitespace, control characters or backslashes.
 */
export function isAllowedRedirect(url: unknown, allowlist: RedirectAllowlist): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_LENGTH || hasForbiddenCharacter(url))
    return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (!allowlist.origins.has(parsed.origin)) return false;
  // The text must spell the origin exactly as parsed, so nothing the parser rewrote (case,
  // `%2e`, IDN, `:443`, extra slashes) can make the checked origin differ from what was written.
  const rest = url.slice(parsed.origin.length);
  return (
    url.startsWith(parsed.origin) &&
    (rest === '' || rest.startsWith('/') || rest.startsWith('?') || rest.startsWith('#'))
  );
}
