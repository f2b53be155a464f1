import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findExportedTypeNames } from './findExportedTypeNames.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const packagesDirectory = join(root, 'packages');

const SOURCE = /\.tsx?$/;
const NOT_PUBLISHED = /\.(?:test|spec|stories)\.tsx?$|\.d\.ts$/;

/** Every published source file of one package (`packages/<name>/src`), tests and stories left out. */
function sourceFilesOf(name) {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__snapshots__') walk(path);
      } else if (SOURCE.test(entry.name) && !NOT_PUBLISHED.test(entry.name)) files.push(path);
    }
  };
  walk(join(packagesDirectory, name, 'src'));
  return files;
}

/** Each exported type name of the packages' sources, with the files (relative to the root) that define it. */
function exportedTypeNames() {
  const definitions = new Map();
  for (const entry of readdirSync(packagesDirectory, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const path of sourceFilesOf(entry.name)) {
      for (const name of findExportedTypeNames(readFileSync(path, 'utf8'), path)) {
        definitions.set(name, [...(definitions.get(name) ?? []), relative(root, path)]);
      }
    }
  }
  return definitions;
}

const packageOf = (path) => path.split('/')[1];

describe('findExportedTypeNames', () => {
  it.each([
    ['export interface Money { amount: number }', ['Money']],
    ['export type Theme = { light: string };', ['Theme']],
    ['interface Money { amount: number }\nexport { Money };', ['Money']],
    ['type Local = string;\nexport type { Local as Public };', ['Public']],
    ['export declare interface Declared {}', ['Declared']],
  ])('finds the type %j defines', (source, names) => {
    expect(findExportedTypeNames(source)).toEqual(names);
  });

  it.each([
    "export type { Contact } from './contactFields';",
    "export { type Money, zeroMoney } from './money';",
    "export * from './theme';",
    'interface Internal { a: string }',
    'export const Money = 1;',
    'export function Theme() {}',
    'const value = 1;\nexport { value };',
  ])('finds no definition in %j', (source) => {
    expect(findExportedTypeNames(source)).toEqual([]);
  });
});

describe('exported type names', () => {
  const definitions = exportedTypeNames();

  it('reads every package', () => {
    const packages = new Set([...definitions.values()].flat().map(packageOf));
    const expected = readdirSync(packagesDirectory, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect([...packages].sort()).toEqual(expected.map((entry) => entry.name).sort());
    expect(definitions.size).toBeGreaterThan(200);
  });

  it('are defined in one package each, so an editor cannot import the wrong one', () => {
    const repeated = [...definitions]
      .filter(([, paths]) => new Set(paths.map(packageOf)).size > 1)
      .map(([name, paths]) => `${name}: ${paths.join(', ')}`)
      .sort();
    expect(
      repeated,
      'give each concept one name (docs/adr/0016-one-name-per-concept.md): re-export it, or name each shape for what it is',
    ).toEqual([]);
  });
});
