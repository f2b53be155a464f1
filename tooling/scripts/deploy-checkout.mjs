#!/usr/bin/env node
// `pnpm deploy:checkout [--out <dir>] [--skip-build]`: the checkout server as one self-contained
// folder (the built assets, the server, its production node_modules) that runs with nothing but
// `node dist-server/index.js`. The Dockerfile's build stage and the browser test both run this script.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const USAGE = `Usage: pnpm deploy:checkout [--out <dir>] [--skip-build]

  --out <dir>     where the folder goes (default: deploy/checkout in the repository); replaced if it
                  holds an earlier deploy, refused if it holds anything else
  --skip-build    reuse apps/checkout's existing build instead of running turbo's build first`;

/** What the folder must hold to run: the assets and their manifests, the server, its render and a dependency. */
const REQUIRED = [
  'dist/index.html',
  'dist/.vite/manifest.json',
  'dist-server/index.js',
  'dist-server/ssr/entry-server.js',
  'node_modules/hono/package.json',
];

function fail(message) {
  console.error(`deploy:checkout: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`\n=== ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args[0]} failed (exit ${result.status ?? result.signal}).`);
}

/** An earlier deploy of the app, which may be replaced; anything else in the way is the user's and is kept. */
function isEarlierDeploy(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === '@checkout/app';
  } catch {
    return false;
  }
}

/** Every file's size and every symbolic link that leads out of `dir` (a workspace link would not survive a copy). */
function inspect(dir) {
  let bytes = 0;
  const outside = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) {
        const target = resolve(dirname(path), readlinkSync(path));
        const inside = relative(dir, target);
        if (inside.startsWith('..') || isAbsolute(inside)) outside.push(`${relative(dir, path)} -> ${target}`);
      } else if (entry.isDirectory()) walk(path);
      else bytes += lstatSync(path).size;
    }
  };
  walk(dir);
  return { bytes, outside };
}

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'deploy/checkout') },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const out = resolve(values.out);
if (!relative(out, root).startsWith('..')) fail(`--out ${out} would hold the repository itself.`);
if (existsSync(out) && readdirSync(out).length > 0 && !isEarlierDeploy(out)) {
  fail(`${out} is not empty and holds no earlier deploy of @checkout/app; choose another --out.`);
}

const started = Date.now();
if (!values['skip-build']) run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@checkout/app']);
const app = join(root, 'apps/checkout');
for (const file of REQUIRED.filter((path) => !path.startsWith('node_modules/'))) {
  if (!existsSync(join(app, file))) fail(`apps/checkout/${file} is missing: build first (or drop --skip-build).`);
}

rmSync(out, { recursive: true, force: true });
// `deploy` in pnpm 10 copies workspace packages only when they are injected. Set here, not in the
// workspace settings, so installs keep linking them; `--offline`: the lockfile's versions, from the
// store `pnpm install` filled, never a fresh resolution from the registry (`--legacy` would do that).
run('pnpm', [
  '--config.inject-workspace-packages=true',
  '--filter',
  '@checkout/app',
  'deploy',
  '--prod',
  '--offline',
  out,
]);

for (const file of REQUIRED) if (!existsSync(join(out, file))) fail(`the folder lacks ${file}.`);
const { bytes, outside } = inspect(out);
if (outside.length > 0) fail(`links lead out of the folder:\n  ${outside.join('\n  ')}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nThe checkout server is in ${out} (${(bytes / 1024 / 1024).toFixed(1)} MiB, ${seconds} s).`);
console.log(`Run it there with: NODE_ENV=production CHECKOUT_API_BASE=https://… node dist-server/index.js`);
