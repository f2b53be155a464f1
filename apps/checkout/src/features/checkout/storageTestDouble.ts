/** An in-memory `Storage` for tests, with its raw entries exposed. */
export function memoryStorage(): Storage & { readonly raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    get length() {
      return raw.size;
    },
    key: (index: number) => [...raw.keys()][index] ?? null,
    getItem: (key: string) => raw.get(key) ?? null,
    setItem: (key: string, value: string) => void raw.set(key, String(value)),
    removeItem: (key: string) => void raw.delete(key),
    clear: () => raw.clear(),
  };
}
