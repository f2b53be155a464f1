import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { type Plugin, parseSync } from 'vite';
import { type StartupChunk, startupChunkGroups, startupChunkNames, startupEntries } from './startupChunks';

/** One resolved package entry of {@link startupEntries}: its module and its package's folder. */
interface ResolvedEntry {
  readonly chunk: StartupChunk;
  readonly id: string;
  readonly packageRoot: string;
}

/** `@checkout/ui` of `@checkout/ui/alert`: the package an entry specifier names. */
function packageNameOf(entry: string): string {
  const [scope = '', name = ''] = entry.split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** The specifiers a module's source imports or re-exports at run time (type-only imports left out). */
export function staticSpecifiersOf(id: string, source: string): string[] {
  const { module } = parseSync(id, source);
  const imports = module.staticImports.filter((record) => record.entries.every((entry) => !entry.isType));
  const exports = module.staticExports.flatMap((record) => record.entries).filter((entry) => !entry.isType);
  return [
    ...new Set([
      ...imports.map((record) => record.moduleRequest.value),
      ...exports.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ]),
  ];
}

/** The entry's module and every module of its package it imports statically, directly or not. */
async function packageModulesOf(
  entry: ResolvedEntry,
  importedIdsOf: (id: string) => Promise<readonly string[]>,
): Promise<Set<string>> {
  const inPackage = (id: string) => id.startsWith(entry.packageRoot + sep);
  const found = new Set<string>();
  const queue = [entry.id];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || !inPackage(id)) continue;
    found.add(id);
    queue.push(...(await importedIdsOf(id)));
  }
  return found;
}

/**
 * Groups what every page runs before it paints, and what paying runs, into the startup chunks of
 * `startupChunks.ts` (rolldown's `codeSplitting` groups). The package entries of `entriesOf` (by default
 * `startupEntries`) are resolved with Vite's resolver when the build starts (an entry a package no longer exports fails the
 * build), and once every module is loaded each chunk takes its entries' modules, so moving a file
 * inside a package changes nothing.
 */
export function startupChunksPlugin(entriesOf: typeof startupEntries = startupEntries): Plugin {
  let importer = '';
  let entries: ResolvedEntry[] = [];
  const modules: Record<StartupChunk, Set<string>> = {
    framework: new Set(),
    'payment-steps': new Set(),
    pay: new Set(),
  };
  return {
    name: 'checkout-startup-chunks',
    apply: 'build',
    configResolved(config) {
      importer = join(config.root, 'index.html');
    },
    async buildStart() {
      const resolve = async (specifier: string) => {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved || resolved.external) this.error(`The startup chunks need ${specifier}, which does not resolve.`);
        return resolved.id;
      };
      entries = [];
      for (const chunk of startupChunkNames) {
        for (const entry of entriesOf[chunk]) {
          const packageJson = await resolve(`${packageNameOf(entry)}/package.json`);
          entries.push({ chunk, id: await resolve(entry), packageRoot: dirname(packageJson) });
        }
      }
    },
    async buildEnd() {
      // An entry the app does not import itself (it imports the package's main entry instead) is not
      // in the module graph: what it imports is read from its source.
      const importedIdsOf = async (id: string) => {
        const info = this.getModuleInfo(id);
        if (info) return info.importedIds;
        const resolved = await Promise.all(
          staticSpecifiersOf(id, await readFile(id, 'utf8')).map((specifier) => this.resolve(specifier, id)),
        );
        return resolved.flatMap((module) => (module ? [module.id] : []));
      };
      for (const chunk of startupChunkNames) modules[chunk].clear();
      for (const entry of entries) {
        for (const id of await packageModulesOf(entry, importedIdsOf)) modules[entry.chunk].add(id);
      }
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return { ...options, codeSplitting: { ...codeSplitting, groups: startupChunkGroups(modules) } };
    },
  };
}
