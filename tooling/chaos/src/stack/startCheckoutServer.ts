import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getFreePort, repoRoot, type StartedProcess, startProcess } from '@checkout/e2e';

/**
 * Starts the checkout's production server (`apps/checkout/dist-server/index.js`) on a free loopback
 * port against the chaos sandbox, as the browser tests do (`SANDBOX_URL`, the sandbox's captcha key).
 */
export async function startCheckoutServer(sandboxUrl: string): Promise<{ url: string; server: StartedProcess }> {
  const appDir = join(repoRoot, 'apps/checkout');
  const entry = join(appDir, 'dist-server/index.js');
  if (!existsSync(entry))
    throw new Error(`The checkout server is not built (${entry}). Run: pnpm --filter @checkout/app build`);
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startProcess({
    command: process.execPath,
    args: [entry],
    cwd: appDir,
    env: { PORT: String(port), HOST: '127.0.0.1', SANDBOX_URL: sandboxUrl, CAPTCHA_SITE_KEY: 'sandbox-site-key' },
    readyUrl: `${url}/health`,
  });
  return { url, server };
}
