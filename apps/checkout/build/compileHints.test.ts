import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compileHints';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An assets folder with the startup chunk, a route's chunk and their source maps. */
async function assets() {
  const dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['src/a.ts'], names: [], mappings });
  await writeFile(
    join(dir, 'framework-Ab1_x-9Z.js'),
    'function a(){}a();\n//# sourceMappingURL=framework-Ab1_x-9Z.js.map',
  );
  await writeFile(join(dir, 'framework-Ab1_x-9Z.js.map'), map('AAAA,SAAS'));
  await writeFile(join(dir, 'page-Cd2eFg3h.js'), 'function b(){}');
  await writeFile(join(dir, 'page-Cd2eFg3h.js.map'), map('AAAA'));
  return dir;
}

describe('addCompileHints', () => {
  it("starts the named chunks with V8's hint to compile every function while streaming, and leaves the others", async () => {
    const dir = await assets();
    expect(await addCompileHints(dir, ['framework'])).toEqual(['framework-Ab1_x-9Z.js']);
    const code = await readFile(join(dir, 'framework-Ab1_x-9Z.js'), 'utf8');
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(code).toContain('function a(){}a();');
    expect(await readFile(join(dir, 'page-Cd2eFg3h.js'), 'utf8')).toBe('function b(){}');
  });

  it('moves the source map one line down, so it still points at the same code', async () => {
    const dir = await assets();
    await addCompileHints(dir, ['framework']);
    const map = JSON.parse(await readFile(join(dir, 'framework-Ab1_x-9Z.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,SAAS');
    const untouched = JSON.parse(await readFile(join(dir, 'page-Cd2eFg3h.js.map'), 'utf8')) as { mappings: string };
    expect(untouched.mappings).toBe('AAAA');
  });

  it('adds the hint once when it runs again', async () => {
    const dir = await assets();
    await addCompileHints(dir, ['framework']);
    expect(await addCompileHints(dir, ['framework'])).toEqual([]);
    const code = await readFile(join(dir, 'framework-Ab1_x-9Z.js'), 'utf8');
    expect(code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
