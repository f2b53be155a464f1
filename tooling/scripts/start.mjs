#!/usr/bin/env node
// `pnpm start`: builds the checkout and the sandbox, starts both production servers on
// loopback and prints the demo URL. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickPort } from './pickPort.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@checkout/app', '--filter=@checkout/sandbox'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer.`);
}

const sandboxPort = await pickPort(Number(process.env.SANDBOX_PORT ?? 4010), host);
const appPort = await pickPort(Number(process.env.PORT ?? 4000), host);
const sandboxUrl = `http://${host}:${sandboxPort}`;
const appUrl = `http://${host}:${appPort}`;

const children = [
  spawn(process.execPath, [join(root, 'apps/sandbox/dist/main.js')], {
    env: { ...env, PORT: String(sandboxPort), HOST: host },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'apps/checkout/dist-server/index.js')], {
    env: { ...env, PORT: String(appPort), HOST: host, SANDBOX_URL: sandboxUrl },
    stdio: 'inherit',
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
// A server that stops before it answers (another sandbox holds the data folder, say) has said why: stop.
const stoppedEarly = new Promise((resolve) => {
  for (const child of children) child.once('exit', resolve);
});
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const up = await Promise.race([
  Promise.all([waitFor(`${sandboxUrl}/health`), waitFor(`${appUrl}/health`)]).then(() => true),
  stoppedEarly.then(() => false),
]);
if (!up) {
  console.error('\nThe checkout did not start: see the message above.');
  process.exit(process.exitCode || 1);
}
console.log(`\nSandbox platform API: ${sandboxUrl}`);
try {
  const { data: scenarios } = await (await fetch(`${sandboxUrl}/sandbox/scenarios`)).json();
  console.log('\nDemo scenarios:');
  for (const { name, path } of scenarios) console.log(`  ${name}\n    ${appUrl}${path}`);
} catch {
  console.log('(The sandbox did not list its scenarios.)');
}
console.log(`\nDemo cart: ${appUrl}/en/demo-all/cart-normal`);
console.log('Press Ctrl+C to stop.');
