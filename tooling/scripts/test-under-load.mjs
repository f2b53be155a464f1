#!/usr/bin/env node
// `pnpm test:load`: the unit suite (every workspace, one after another, no cache) beside two
// CPU-burning processes, as on a busy two-core machine. A test that passes alone and fails here
// depends on the machine's speed. Exits with the suite's code; not part of `pnpm test`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const BURNERS = 2;

// Busy loops in their own processes: the operating system shares the cores between them and the suite.
const burners = Array.from({ length: BURNERS }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const burner of burners) if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

console.log(`=== unit tests beside ${BURNERS} CPU-burning processes (pids ${burners.map((b) => b.pid).join(', ')})`);
const started = Date.now();
const suite = spawn('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--force'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const code = await new Promise((resolve) =>
  suite.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
stopBurners();
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n=== unit tests under load: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(code);
