/**
 * `REDIRECT_ORIGINS`: the exact https origins, space-separated, the operator's platform sends
 * shoppers to beyond the providers' documented ones (a gateway's hosted confirmation page), added to
 * the browser's redirect allowlist. Each must be a bare origin written as the browser spells it
 * (`https://pay.gateway.example`, a port if not 443): no path, query, credentials or wildcard, never
 * http. Anything else stops the server, naming the entry. Defaults to none.
 */
export function readRedirectOrigins(env: NodeJS.ProcessEnv): string[] {
  const entries = env.REDIRECT_ORIGINS?.trim().split(/\s+/).filter(Boolean) ?? [];
  return [...new Set(entries.map(readOrigin))];
}

function readOrigin(entry: string): string {
  const refuse = (why: string) =>
    new Error(
      `REDIRECT_ORIGINS: "${entry}" ${why} (exact https origins, space-separated, e.g. https://pay.example.com).`,
    );
  // A wildcard would be a literal host that never matches: refuse it rather than let it look allowed.
  if (entry.includes('*')) throw refuse('holds a wildcard; list each origin');
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw refuse('is not a URL');
  }
  if (url.protocol !== 'https:') throw refuse('is not https');
  // The origin must be spelled as the browser compares it: a path, query, credentials, a default
  // port or upper case would make the entry differ from any redirect's origin.
  if (entry !== url.origin) throw refuse('is not a bare origin in lower case (no path, query, credentials or :443)');
  return url.origin;
}
