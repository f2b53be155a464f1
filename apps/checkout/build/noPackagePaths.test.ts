// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPackagePaths } from './findPackagePaths';

// Issue 30: when the build or the server needs to know something about a package, the package exports
// it as an entry. No app file names a path inside a package, so moving a file inside one cannot change
// chunking or preloads unnoticed.

const repository = join(import.meta.dirname, '..', '..', '..');
// The fixtures spell the workspace folder and scope through these, so this file names no such path itself.
const folder = 'packages';
const scope = '@checkout';

/** Folders of build output, dependencies and tool caches: not the app's files. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'test-results', 'storybook-static', 'coverage']);

/** Every file under `dir`, without the skipped folders and dot folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe('findPackagePaths', () => {
  const packageFolders = ['kit', 'words'];
  const found = (source: string) => findPackagePaths(source, packageFolders).map(({ line }) => line);

  it.each([
    ['a path through the packages folder', `roots.push(\`../../${folder}/words/src/catalogues/\${lang}.ts\`);`],
    ['a relative path into a package', `new URL('../../../${folder}/words/messages/de.json', import.meta.url)`],
    ['an absolute path', `'/repo/${folder}/kit/src/components/Field/Field.tsx'`],
    ['a Windows path', `'C:\\\\repo\\\\${folder}\\\\words\\\\src\\\\x.ts'`],
    ['a regular expression built with a separator', `\`|${folder}\${SEP}kit\${SEP}src\${SEP}Field\``],
    ['a regular expression literal', `/${folder}[\\\\/]words[\\\\/]/`],
    ['a deep specifier into the sources', `import { Field } from '${scope}/kit/src/components/Field';`],
    ['a deep specifier into the build', `await import('${scope}/words/dist/index.js');`],
    ["a package's folder by its name", `if (/[\\\\/]words[\\\\/](src|dist)[\\\\/]/.test(importer)) return null;`],
    ['a comment', `// the catalogues (${folder}/words/src/catalogues) are generated`],
  ])('catches %s', (_form, line) => {
    expect(found(`const a = 1;\n${line}\nconst b = 2;`)).toEqual([2]);
  });

  it('passes code that reaches packages by their entries', () => {
    const clean = [
      "import { Field } from '@checkout/kit';",
      "const names = () => import('@checkout/words/names/de');",
      "createRequire(import.meta.url).resolve('@checkout/words/messages/de.json');",
      "this.resolve('@checkout/words/package.json', importer);",
      `const APP = new RegExp(\`\${SEP}apps\${SEP}checkout\${SEP}src\${SEP}main\\\\.tsx$\`);`,
      'const LIBRARY = /node_modules[\\\\/]react[\\\\/]/;',
      "new URL('../dist/.vite/manifest.json', import.meta.url);",
      "const packages = ['a', 'b']; const subpackages = 'x/src';",
      "app.get('/api/:apiKey/payments/:locale', handler);",
    ].join('\n');
    expect(findPackagePaths(clean, packageFolders)).toEqual([]);
  });
});

describe('the apps', () => {
  it('name no path inside a workspace package', () => {
    const packageFolders = readdirSync(join(repository, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(packageFolders).toContain('i18n');
    const files = readdirSync(join(repository, 'apps'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => filesUnder(join(repository, 'apps', entry.name)));
    expect(files.some((file) => file.endsWith(join('build', 'startupChunks.ts')))).toBe(true);
    const named = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (source.includes('\u0000')) return [];
      return findPackagePaths(source, packageFolders).map(
        ({ line, text }) => `${relative(repository, file)}:${line}: ${text}`,
      );
    });
    expect(named).toEqual([]);
  });
});
