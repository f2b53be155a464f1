#!/usr/bin/env node
// Checks what a publishable package would publish: packs it with pnpm (so `workspace:` and
// `catalog:` versions are replaced and `publishConfig.exports` applied, as on a real release), checks
// the tarball holds no sources and no source condition (docs/publishing.md), then runs publint and attw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPublishProblems } from './findPublishProblems.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const destination = mkdtempSync(join(tmpdir(), 'checkout-pack-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    destination,
    readdirSync(destination).find((name) => name.endsWith('.tgz')),
  );
  const workspace = JSON.parse(readFileSync('package.json', 'utf8'));
  const problems = findPublishProblems({
    packed: JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })),
    workspace,
    files: execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean),
    directory: relative(root, process.cwd()).split('\\').join('/'),
  });
  if (problems.length > 0) {
    console.error(`${workspace.name}'s tarball:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
  }
  execFileSync('publint', ['--strict', '--pack', 'pnpm'], { stdio: 'inherit' });
  // node10 resolution cannot read `exports` subpaths; every consumer we support resolves node16 or bundler.
  execFileSync('attw', [tarball, '--profile', 'node16', '--format', 'table-flipped'], { stdio: 'inherit' });
} catch (error) {
  process.exitCode = typeof error.status === 'number' ? error.status : 1;
} finally {
  rmSync(destination, { recursive: true, force: true });
}
