/** Every file target of an `exports` value, whatever its conditions (`null` excludes, so it has none). */
function targetsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(targetsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(targetsOf);
  return [];
}

/** The subpaths of an `exports` field (`"."` for a lone target or a map of conditions). */
function subpathsOf(exportsField: unknown): [string, unknown][] {
  if (exportsField !== null && typeof exportsField === 'object' && !Array.isArray(exportsField)) {
    const entries = Object.entries(exportsField);
    if (entries.every(([key]) => key.startsWith('.'))) return entries;
  }
  return [['.', exportsField]];
}

/**
 * The entry names a package's `exports` may give the file at `file` (relative to the package's folder,
 * `./src/generated/catalogues/de.ts`): `@checkout/i18n/catalogues/de` where a subpath's target, under any
 * condition, is that file or a `*` pattern it fits. Candidates only: conditions, more specific subpaths
 * and `null` exclusions decide which of them resolves to the file, so check each with a resolver.
 */
export function entryNamesOf(packageName: string, exportsField: unknown, file: string): string[] {
  const names = new Set<string>();
  for (const [subpath, value] of subpathsOf(exportsField)) {
    for (const target of targetsOf(value)) {
      const [prefix = '', suffix, ...more] = target.split('*');
      let name: string | null = null;
      if (suffix === undefined && target === file) name = subpath;
      else if (suffix !== undefined && more.length === 0 && subpath.includes('*')) {
        const fits = file.length >= prefix.length + suffix.length && file.startsWith(prefix) && file.endsWith(suffix);
        if (fits) name = subpath.replace('*', file.slice(prefix.length, file.length - suffix.length));
      }
      if (name !== null) names.add(name === '.' ? packageName : `${packageName}/${name.slice(2)}`);
    }
  }
  return [...names];
}
