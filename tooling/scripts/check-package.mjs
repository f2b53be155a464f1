#!/usr/bin/env node
// Checks what a publishable package would publish: packs it with pnpm (so `workspace:` and
// `catalog:` versions are replaced as on a real release), then runs publint and attw on it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const destination = mkdtempSync(join(tmpdir(), 'checkout-pack-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    destination,
    readdirSync(destination).find((name) => name.endsWith('.tgz')),
  );
  execFileSync('publint', ['--strict', '--pack', 'pnpm'], { stdio: 'inherit' });
  // node10 resolution cannot read `exports` subpaths; every consumer we support resolves node16 or bundler.
  execFileSync('attw', [tarball, '--profile', 'node16', '--format', 'table-flipped'], { stdio: 'inherit' });
} catch (error) {
  process.exitCode = typeof error.status === 'number' ? error.status : 1;
} finally {
  rmSync(destination, { recursive: true, force: true });
}
