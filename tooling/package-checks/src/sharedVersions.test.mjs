import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One version of each shared dependency (pnpm-workspace.yaml's `catalog:`): a literal version in two
// package.json files drifts apart at the next upgrade of one of them.
const root = join(import.meta.dirname, '..', '..', '..');
const manifests = ['apps', 'packages', 'tooling'].flatMap((folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        const path = `${folder}/${entry.name}/package.json`;
        return [{ path, manifest: JSON.parse(readFileSync(join(root, path), 'utf8')) }];
      } catch {
        return [];
      }
    }),
);

/** Where each dependency is installed (dependencies and devDependencies; peer ranges are not installs), by version. */
function installs() {
  const found = new Map();
  for (const { path, manifest } of [{ path: 'package.json', manifest: readJson('package.json') }, ...manifests]) {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, version] of Object.entries(manifest[field] ?? {})) {
        found.set(name, [...(found.get(name) ?? []), { path, version }]);
      }
    }
  }
  return found;
}

function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}

describe('shared dependencies', () => {
  it('reads every workspace package', () => {
    expect(manifests.map(({ path }) => path)).toContain('packages/ui/package.json');
    expect(manifests.length).toBeGreaterThan(10);
  });

  it('take their version from the catalogue when two or more packages install them', () => {
    const pinned = [...installs()]
      .filter(([, uses]) => new Set(uses.map(({ path }) => path)).size >= 2)
      .flatMap(([name, uses]) =>
        uses
          .filter(({ version }) => !version.startsWith('catalog:') && !version.startsWith('workspace:'))
          .map(({ path, version }) => `${path}: ${name}@${version}`),
      );
    expect(pinned).toEqual([]);
  });
});
