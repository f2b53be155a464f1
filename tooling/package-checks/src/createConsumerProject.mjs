import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractCodeBlocks } from './extractCodeBlocks.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The publishable packages, by folder under packages/. */
export const publishedPackages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What a consumer's project has anyway: types and the bundler one example configures. */
const consumerTools = ['@types/react', '@types/react-dom', '@types/node', 'vite'];

/** The version our packages develop against: the workspace catalog's, else a package's devDependency. */
function workspaceVersion(name) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const quoted = name.startsWith('@') ? `"${name}"` : name;
  const match = new RegExp(`^  ${quoted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: (.+)$`, 'm').exec(yaml);
  if (match) return match[1].trim();
  for (const folder of publishedPackages) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
    const version = manifest.devDependencies?.[name];
    if (version && version !== 'catalog:') return version;
  }
  throw new Error(`no workspace version of ${name}, which a README tells consumers to install`);
}

/**
 * The packages the READMEs tell a consumer to install: every `pnpm add` line of their `sh` blocks.
 * @param {string[]} readmes Markdown texts
 * @returns {string[]}
 */
function readmeInstalls(readmes) {
  return readmes.flatMap((markdown) =>
    extractCodeBlocks(markdown)
      .filter((block) => block.language === 'sh')
      .flatMap((block) => block.code.split('\n'))
      .map((line) => /^pnpm add ([^#]+)/.exec(line.trim())?.[1] ?? '')
      .flatMap((names) => names.split(/\s+/).filter((name) => name !== '' && !name.startsWith('-'))),
  );
}

/**
 * Packs every publishable package with pnpm (as a release does) and installs the tarballs into a new
 * project outside the workspace, with `@checkout/*` dependencies between them pointed at the tarballs
 * too, so nothing resolves through workspace links or asks a registry for our packages. Other than
 * our packages, the project has only what the READMEs' `pnpm add` lines name (at the workspace's
 * versions) and `consumerTools`: an example that needs an undocumented install fails.
 * @returns {string} the project's folder
 */
export function createConsumerProject() {
  const project = mkdtempSync(join(tmpdir(), 'checkout-consumer-'));
  const tarballs = join(project, 'tarballs');
  mkdirSync(tarballs);
  const ours = {};
  for (const name of publishedPackages) {
    const before = new Set(readdirSync(tarballs));
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: join(root, 'packages', name),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(tarballs).find((file) => !before.has(file));
    ours[`@checkout/${name}`] = `file:${join(tarballs, tarball)}`;
  }
  const readmes = publishedPackages.map((name) => readFileSync(join(root, 'packages', name, 'README.md'), 'utf8'));
  const others = [...new Set([...readmeInstalls(readmes), ...consumerTools])].filter((name) => !(name in ours));
  const manifest = {
    name: 'checkout-readme-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...ours,
      ...Object.fromEntries(others.map((name) => [name, workspaceVersion(name)])),
    },
    pnpm: { overrides: ours },
  };
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Strict peers: a peer dependency the READMEs forget to name fails the install, as it would for a team.
  writeFileSync(join(project, '.npmrc'), 'auto-install-peers=false\nstrict-peer-dependencies=true\n');
  execFileSync('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter=silent'], {
    cwd: project,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return project;
}
