/** Adds identifiers (never outcomes) to a return URL so the return route can find its order or update target when nothing was stored. */
export function withReturnQuery(url: string, query: Readonly<Record<string, string | null>>): string {
  const result = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== null) result.searchParams.set(name, value);
  }
  return result.href;
}
