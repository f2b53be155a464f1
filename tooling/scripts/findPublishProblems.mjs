/** The private condition that points at TypeScript sources inside the workspace (ADR 0001). */
const SOURCE_CONDITION = '@checkout/source';

/**
 * Drops the source condition from an `exports` value: what `publishConfig.exports` must hold.
 * @param {unknown} value
 * @returns {unknown}
 */
export function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

/**
 * Lists what is wrong with a packed tarball: sources shipped, the source condition published, `exports`
 * drifted from the workspace manifest, or no way for a consumer to find the repository and file a bug.
 * @param {{ packed: Record<string, unknown>, workspace: Record<string, unknown>, files: string[], directory: string }} tarball
 *   `packed` is the tarball's package.json, `workspace` the package.json in the repository, `files` the
 *   tarball's paths (`package/...`), `directory` the package's folder from the repository root.
 * @returns {string[]}
 */
export function findPublishProblems({ packed, workspace, files, directory }) {
  const problems = [];
  const sources = files.filter((file) => file.startsWith('package/src/'));
  if (sources.length > 0) problems.push(`ships src/ (${sources.length} files, e.g. ${sources[0]})`);
  if (JSON.stringify(packed).includes(`"${SOURCE_CONDITION}"`))
    problems.push(`publishes the ${SOURCE_CONDITION} condition, which points at files consumers cannot run`);
  if (JSON.stringify(packed.exports) !== JSON.stringify(withoutSourceCondition(workspace.exports)))
    problems.push(`publishConfig.exports is not "exports" without ${SOURCE_CONDITION}: they drifted apart`);
  const repository = /** @type {{ url?: string, directory?: string } | undefined} */ (packed.repository);
  if (typeof repository?.url !== 'string') problems.push('has no repository url');
  if (repository?.directory !== directory) problems.push(`repository.directory is not "${directory}"`);
  if (typeof packed.homepage !== 'string') problems.push('has no homepage');
  if (typeof (/** @type {{ url?: string } | undefined} */ (packed.bugs)?.url) !== 'string')
    problems.push('has no bugs url');
  return problems;
}
