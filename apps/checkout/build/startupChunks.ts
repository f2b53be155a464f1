/** Any path separator, so the rules hold on Windows too. */
const SEP = String.raw`[\\/]`;

/**
 * The libraries every page runs before it paints, the same set the benchmark's stack floor ships:
 * React, the router and query library, react-intl without the ICU parser (catalogues arrive
 * precompiled; `@formatjs/icu-*` stay with the lazy override parser), and valibot.
 */
const FRAMEWORK = new RegExp(
  `${SEP}node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?` +
    `(react|react-dom|scheduler|@tanstack${SEP}[^\\\\/]+|react-intl|@formatjs${SEP}(?!icu-)[^\\\\/]+|intl-messageformat|use-sync-external-store|valibot)${SEP}`,
);

/**
 * Our code every page runs before it paints: the app's services, queries, layout and error
 * screens, the API client, and the locale plumbing of `@checkout/i18n` (not its catalogues, one
 * chunk per language, nor its lazy override parser).
 */
const SHELL = new RegExp(
  `${SEP}(apps${SEP}checkout${SEP}src${SEP}(app|queries|features${SEP}(layout|errors))${SEP}` +
    `|packages${SEP}api-client${SEP}src${SEP}` +
    `|packages${SEP}i18n${SEP}src${SEP}(react${SEP}|[^\\\\/]+\\.tsx?$))`,
);
const LAZY_I18N = /parseOverride|overrideParser/;

/**
 * Names the chunk a module goes to (rolldown's `codeSplitting` group name), or `null` to leave it to
 * automatic splitting. Without this the first paint waited for some twenty small shared chunks,
 * each a request and each compressed on its own; with it, two chunks (`framework`, `shell`) beside
 * the entry and the page's route chunks (ADR 0008).
 */
export function startupChunk(id: string): string | null {
  if (FRAMEWORK.test(id)) return 'framework';
  if (SHELL.test(id) && !LAZY_I18N.test(id)) return 'shell';
  return null;
}
