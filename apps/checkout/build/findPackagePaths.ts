/** A path separator as code writes it: `/`, `\` or `\\`, a `${SEP}` placeholder, a `[\\/]` character class. */
const SEP = String.raw`(?:/|\\{1,2}|\$\{[^}]*\}|\[[^\]]*\])`;

/** The workspace folder that holds the packages, spelled so this file does not name it before a separator. */
const WORKSPACE_FOLDER = 'packages';

/** One line of a source that names a path inside a workspace package. */
export interface PackagePath {
  /** 1-based. */
  readonly line: number;
  readonly text: string;
}

/**
 * The lines of `source` that name a path inside a workspace package instead of an entry the package
 * exports: a path through the workspace's packages folder (`../../<folder>/<name>/…`, a regular
 * expression built as `<folder>${SEP}<name>`), a deep specifier (`@checkout/<name>/src/…` or `/dist/…`),
 * or a package's source or build folder by the package's folder name (`[\\/]<name>[\\/](src|dist)`, the
 * names `packageFolders` gives). Comments count too: they go stale the same way.
 */
export function findPackagePaths(source: string, packageFolders: readonly string[]): PackagePath[] {
  const folders = packageFolders.map((folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const forms = [
    new RegExp(String.raw`(?:^|[^\w-])${WORKSPACE_FOLDER}${SEP}[\w.@-]`),
    new RegExp(String.raw`@checkout${SEP}[\w.-]+${SEP}\(?(?:src|dist)\b`),
    ...(folders === '' ? [] : [new RegExp(String.raw`(?:^|[^\w-])(?:${folders})${SEP}\(?(?:src|dist)\b`)]),
  ];
  return source
    .split(/\r?\n/)
    .flatMap((text, index) => (forms.some((form) => form.test(text)) ? [{ line: index + 1, text: text.trim() }] : []));
}
