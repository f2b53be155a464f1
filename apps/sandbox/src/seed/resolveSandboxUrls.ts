/** The prefix seeds use for a URL on the sandbox itself, whose origin is known only at run time. */
export const SANDBOX_URL_PREFIX = 'sandbox:/';

/** Replaces every string starting with `sandbox:/` in a seeded document by the same path on the sandbox's public origin. */
export function resolveSandboxUrls(value: unknown, publicUrl: string): unknown {
  if (typeof value === 'string') {
    return value.startsWith(SANDBOX_URL_PREFIX)
      ? `${publicUrl.replace(/\/+$/, '')}/${value.slice(SANDBOX_URL_PREFIX.length)}`
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveSandboxUrls(item, publicUrl));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveSandboxUrls(item, publicUrl)]));
  }
  return value;
}
