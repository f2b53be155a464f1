import { spawnSync } from 'node:child_process';
import { repoRoot } from '@checkout/e2e';

/**
 * Builds what the run starts (turbo's cache makes it quick when nothing changed): the sandbox, and
 * for the browser share the checkout app and the provider SDK doubles the sandbox serves.
 */
export function buildStack(withBrowser: boolean): void {
  const filters = ['@checkout/sandbox', ...(withBrowser ? ['@checkout/app', '@checkout/provider-doubles'] : [])];
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', ...filters.map((name) => `--filter=${name}`), '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
  );
  if (result.status !== 0) throw new Error(`The build failed (turbo exited with ${result.status}).`);
}
