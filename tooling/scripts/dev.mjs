#!/usr/bin/env node
// `pnpm dev`: the sandbox (`tsx watch`) and the checkout's Vite dev server on sources, each on its
// usual port or the next free one, the dev server told where the sandbox is; prints both URLs and a
// demo cart URL. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickPort } from './pickPort.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

// The sandbox serves the provider SDK doubles (Stripe.js, reCAPTCHA, ...) from their build, which a
// fresh clone does not have; the packages themselves need no build (the `@checkout/source` condition).
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@checkout/provider-doubles'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const wantedSandboxPort = Number(env.SANDBOX_PORT ?? 4010);
const wantedAppPort = Number(env.PORT ?? 5173);
const sandboxPort = await pickPort(wantedSandboxPort, host);
const appPort = await pickPort(wantedAppPort, host);
const sandboxUrl = `http://${host}:${sandboxPort}`;
const appUrl = `http://${host}:${appPort}`;

// Each server in its own process group (pnpm, the watcher and the server under it), stopped as one.
const start = (workspace, args, childEnv) =>
  spawn('pnpm', ['run', 'dev', ...args], {
    cwd: join(root, workspace),
    env: { ...env, ...childEnv },
    stdio: 'inherit',
    detached: true,
  });
const children = [
  start('apps/sandbox', [], { PORT: String(sandboxPort), HOST: host }),
  // `--strictPort`: the port was picked above, and the printed URLs must be where it listens.
  start('apps/checkout', ['--port', String(appPort), '--strictPort', '--host', host], { SANDBOX_URL: sandboxUrl }),
];
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) {
    try {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error('\nA dev server stopped: see its message above.');
    process.exit(code || 1);
  });
}

/** Resolves once `url` answers 2xx; the servers' own output says why when they never do. */
async function waitFor(url) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await Promise.all([waitFor(`${sandboxUrl}/health`), waitFor(`${appUrl}/config.json`)]);
const taken = (wanted, port) => (port === wanted ? '' : ` (${wanted} is taken)`);
console.log(`\nSandbox platform API: ${sandboxUrl}${taken(wantedSandboxPort, sandboxPort)}`);
console.log(`Checkout (Vite dev server): ${appUrl}${taken(wantedAppPort, appPort)}`);
console.log(`Demo cart: ${appUrl}/en/demo-all/cart-normal`);
console.log('Press Ctrl+C to stop.');
