// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupChunksPlugin, staticSpecifiersOf } from './startupChunksPlugin';

/** Calls one hook of `plugin` with `context` as its `this`. */
function hook(plugin: Plugin, name: 'configResolved' | 'buildStart' | 'buildEnd' | 'outputOptions') {
  const value = plugin[name] as unknown;
  const handler = typeof value === 'function' ? value : (value as { handler: unknown }).handler;
  return (context: unknown, ...args: unknown[]) =>
    (handler as (this: unknown, ...rest: unknown[]) => unknown).call(context, ...args);
}

// Two made-up packages on disk: `@x/kit` and `@x/other`. `kit`'s barrel entry is not in the module
// graph (the app imports the package's main entry), so the plugin reads it from its source.
const root = mkdtempSync(join(tmpdir(), 'startup-chunks-'));
const kit = join(root, 'kit');
const other = join(root, 'other');
mkdirSync(kit);
mkdirSync(other);
writeFileSync(join(kit, 'barrel.ts'), "export { Radio } from './Radio';\nexport type { Shape } from './Shape';\n");
const id = (folder: string, file: string) => join(folder, file);

/** The module graph once every module is loaded: what each module imports statically. */
const graph: Record<string, string[]> = {
  [id(kit, 'Radio.tsx')]: [id(kit, 'Field.tsx'), id(other, 'index.ts'), '/nm/react/index.js'],
  [id(kit, 'Field.tsx')]: [],
  [id(kit, 'pay.ts')]: [id(kit, 'steps.ts'), id(kit, 'Field.tsx')],
  [id(kit, 'steps.ts')]: [],
  [id(other, 'index.ts')]: [id(other, 'big.ts')],
};

/** The resolver the build would use. */
const resolved: Record<string, string> = {
  '@x/kit/package.json': id(kit, 'package.json'),
  '@x/kit/radio': id(kit, 'barrel.ts'),
  '@x/kit/pay': id(kit, 'pay.ts'),
  '@x/kit/steps': id(kit, 'steps.ts'),
  './Radio': id(kit, 'Radio.tsx'),
  './Shape': id(kit, 'Shape.ts'),
};

const context = {
  resolve: async (specifier: string) => (resolved[specifier] ? { id: resolved[specifier], external: false } : null),
  error: (message: string) => {
    throw new Error(message);
  },
  getModuleInfo: (module: string) => (graph[module] ? { importedIds: graph[module] } : null),
};

async function groupsAfterBuild(plugin: Plugin) {
  hook(plugin, 'configResolved')(context, { root: join(root, 'app') });
  await hook(plugin, 'buildStart')(context, {});
  await hook(plugin, 'buildEnd')(context);
  const options = hook(plugin, 'outputOptions')(context, { codeSplitting: { minSize: 1 } }) as {
    codeSplitting: { minSize: number; groups: { name: string; test: (id: string) => boolean }[] };
  };
  expect(options.codeSplitting.minSize).toBe(1);
  return (module: string) => options.codeSplitting.groups.find((group) => group.test(module))?.name ?? null;
}

describe('startupChunksPlugin', () => {
  it("puts each entry's module and what it imports of its own package into the entry's chunk", async () => {
    const chunkOf = await groupsAfterBuild(
      startupChunksPlugin({ framework: ['@x/kit/radio'], 'payment-steps': ['@x/kit/steps'], pay: ['@x/kit/pay'] }),
    );
    expect(chunkOf(id(kit, 'Radio.tsx'))).toBe('framework');
    expect(chunkOf(id(kit, 'Field.tsx'))).toBe('framework');
    expect(chunkOf(id(kit, 'steps.ts'))).toBe('payment-steps');
    expect(chunkOf(id(kit, 'pay.ts'))).toBe('pay');
    // Another package and a library stay with automatic splitting (or come along as dependencies).
    expect(chunkOf(id(other, 'index.ts'))).toBeNull();
    expect(chunkOf(id(other, 'big.ts'))).toBeNull();
    expect(chunkOf('/nm/react/index.js')).toBeNull();
    // A type-only re-export of the barrel is nothing the bundle holds.
    expect(chunkOf(id(kit, 'Shape.ts'))).toBeNull();
  });

  it('fails the build when an entry no longer resolves', async () => {
    const plugin = startupChunksPlugin({ framework: ['@x/kit/gone'], 'payment-steps': [], pay: [] });
    hook(plugin, 'configResolved')(context, { root });
    await expect(hook(plugin, 'buildStart')(context, {})).rejects.toThrow('@x/kit/gone');
  });
});

describe('staticSpecifiersOf', () => {
  it('lists what a module imports and re-exports at run time, without type-only imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "export * from './e';",
      "const lazy = () => import('./f');",
    ].join('\n');
    expect(staticSpecifiersOf('index.ts', source)).toEqual(['./a', './c', './e']);
  });
});
