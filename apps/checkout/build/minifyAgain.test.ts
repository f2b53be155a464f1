import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minify } from 'terser';
import { afterEach, describe, expect, it } from 'vitest';
import { minifyAgain } from './minifyAgain';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A built chunk as the first minifier leaves it: exported names kept, a source map to `src/price.ts`. */
async function builtChunk() {
  const dir = await mkdtemp(join(tmpdir(), 'minify-again-'));
  dirs.push(dir);
  const source = [
    'export function totalOf(lines) { let sum = 0; for (const line of lines) { sum = sum + line.price * line.quantity; } return sum; }',
    'export const label = "total";',
  ].join('\n');
  const first = await minify(
    { 'src/price.ts': source },
    { module: true, compress: false, mangle: false, sourceMap: { url: 'price-abc.js.map' } },
  );
  await writeFile(join(dir, 'price-abc.js'), first.code ?? '');
  await writeFile(join(dir, 'price-abc.js.map'), String(first.map));
  return { dir, first: first.code ?? '' };
}

describe('minifyAgain', () => {
  it('rewrites each script smaller, keeps its exports and chains its source map to the original sources', async () => {
    const { dir, first } = await builtChunk();
    expect(await minifyAgain(dir)).toEqual(['price-abc.js']);
    const code = await readFile(join(dir, 'price-abc.js'), 'utf8');
    expect(code.length).toBeLessThan(first.length);
    expect(code).toMatch(/export\s*\{[^}]*totalOf[^}]*\}|export function totalOf/);
    expect(code).toContain('label');
    expect(code.trimEnd().endsWith('//# sourceMappingURL=price-abc.js.map')).toBe(true);
    const map = JSON.parse(await readFile(join(dir, 'price-abc.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(['src/price.ts']);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(
      module.totalOf([
        { price: 2, quantity: 3 },
        { price: 1, quantity: 1 },
      ]),
    ).toBe(7);
    expect(module.label).toBe('total');
  });

  it('leaves function arguments unwrapped, so V8 still compiles them lazily', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'minify-again-'));
    dirs.push(dir);
    const source =
      'export const late = (register) => register(function later(value) { return value * 2; });\n' +
      'export const lazy = (define) => define((exports, module) => { module.exports = exports; });';
    await writeFile(join(dir, 'late-abc.js'), source);
    await minifyAgain(dir);
    const code = await readFile(join(dir, 'late-abc.js'), 'utf8');
    // Terser's default output would read `register((function(e){…}))` and `define(((e,t)=>…))`.
    expect(code).not.toMatch(/\(\(function/);
    expect(code).not.toMatch(/\(\(\(/);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.late((fn: (value: number) => number) => fn(21))).toBe(42);
  });
});
