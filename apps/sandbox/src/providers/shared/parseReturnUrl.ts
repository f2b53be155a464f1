const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The checkout's return URL if it is safe to send a browser to: `http:` or `https:` on a
 * loopback host (127.0.0.1, localhost, [::1]) with no credentials; anything else is `null`.
 * The sandbox only ever runs beside a local checkout, so an open redirect elsewhere is refused.
 */
export function parseReturnUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return LOOPBACK_HOSTS.has(url.hostname) ? url : null;
}

/** `url` with `params` set in its query (existing parameters of the same name are replaced). */
export function withQuery(url: string, params: Record<string, string>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(params)) next.searchParams.set(key, value);
  return next.toString();
}
