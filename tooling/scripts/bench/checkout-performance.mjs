// Checkout performance against two floors, in one run: builds the floors, the app and the sandbox, weighs the
// JavaScript and CSS each page needs until interactive, runs Lighthouse mobile, checks tooling/bench/budgets.json
// and weighs every package entry. The work lives in @checkout/bench (TypeScript, run with tsx in a child process);
// a failed budget sets a non-zero exit code without stopping the other benchmarks.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function run() {
  const require = createRequire(new URL('../../bench/package.json', import.meta.url));
  const tsxCli = require.resolve('tsx/cli');
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [tsxCli, 'tooling/bench/src/cli.ts'], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`checkout-performance: ${error.message}`);
      resolve(1);
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    console.log(`checkout-performance: exit ${code} (a budget is exceeded or unmeasured, see above)`);
    process.exitCode = 1;
  }
}
