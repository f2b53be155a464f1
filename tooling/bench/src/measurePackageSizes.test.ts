import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandSubpath } from './measurePackageSizes';

let packageDir: string;

beforeAll(async () => {
  packageDir = await mkdtemp(join(tmpdir(), 'bench-exports-'));
  await mkdir(join(packageDir, 'src/generated/names'), { recursive: true });
  for (const file of ['de.ts', 'zh-tw.ts', 'de.test.ts', 'readme.md'])
    await writeFile(join(packageDir, 'src/generated/names', file), '');
});

afterAll(async () => {
  await rm(packageDir, { recursive: true, force: true });
});

describe('expandSubpath', () => {
  it('weighs one entry per source file an exports pattern matches, tests left out', async () => {
    expect(await expandSubpath(packageDir, './names/*', './src/generated/names/*.ts')).toEqual([
      ['./names/de', './src/generated/names/de.ts'],
      ['./names/zh-tw', './src/generated/names/zh-tw.ts'],
    ]);
  });

  it('leaves out a match the package excludes', async () => {
    expect(
      await expandSubpath(packageDir, './names/*', './src/generated/names/*.ts', new Set(['./names/zh-tw'])),
    ).toEqual([['./names/de', './src/generated/names/de.ts']]);
  });

  it('keeps a plain subpath and one without a source as they are', async () => {
    expect(await expandSubpath(packageDir, './theme', './src/theme/index.ts')).toEqual([
      ['./theme', './src/theme/index.ts'],
    ]);
    expect(await expandSubpath(packageDir, './names/*', undefined)).toEqual([['./names/*', undefined]]);
  });
});
