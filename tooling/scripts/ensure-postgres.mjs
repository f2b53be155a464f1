#!/usr/bin/env node
// Makes sure Debian's PostgreSQL server binaries are present for the sandbox's database tests:
// installs the `postgresql` package with apt when running as root, otherwise stops and names the
// package. Prints the folder of the binaries it found (`/usr/lib/postgresql/<version>/bin`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's binary folder, or `null`. */
export function findPostgresBin() {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(ROOT, versions[0], 'bin') : null;
}

/** Returns the binary folder, installing Debian's package first when missing and allowed to. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `PostgreSQL is missing (no ${ROOT}/<version>/bin/initdb). Install Debian's package, then run the tests again:\n  sudo apt-get install postgresql`,
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get finished but ${ROOT}/<version>/bin/initdb is still missing.`);
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
