#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the browser tests: installs it with apt when
// running as root, otherwise stops and names the package. Never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${path}). Install Debian's package, then run the tests again:\n  sudo apt-get install chromium`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}
