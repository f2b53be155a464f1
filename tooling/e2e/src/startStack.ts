import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from './getFreePort';
import { startProcess } from './startProcess';

/** The repository root, from this file's place in `tooling/e2e/src`. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The built sandbox and checkout server, running on free loopback ports. */
export interface RunningStack {
  /** Origin of the checkout's production server, e.g. `http://127.0.0.1:41234`. */
  appUrl: string;
  /** Origin of the sandbox platform API. */
  sandboxUrl: string;
  /** What the checkout server printed so far (its log lines on stdout and stderr). */
  appOutput: () => string;
  stop: () => Promise<void>;
}

/** Options of {@link startStack}. */
export interface StartStackOptions {
  /**
   * Production configuration: the checkout server gets `CHECKOUT_API_BASE`, `GENERAL_API_BASE` and
   * `UTILS_API_BASE` (so no sandbox origin, the production policy and redirect allowlist), and the
   * sandbox names provider pages on the providers' hosts (`SANDBOX_PROVIDER_HOSTS=1`); the browser
   * must then route those hosts to the sandbox (`routeProviderHosts`). Defaults to `false`.
   */
  productionConfig?: boolean;
  /**
   * The folder the checkout server runs from, holding its `dist-server/index.js`: a folder made by
   * `pnpm deploy:checkout`, say. Defaults to the built `apps/checkout`.
   */
  appDir?: string;
}

function requireBuilt(path: string, what: string): string {
  if (!existsSync(path)) {
    throw new Error(`${what} is not built (${path} is missing). Run: pnpm turbo run build`);
  }
  return path;
}

/** Starts the built sandbox and the checkout's production server on free loopback ports; `env` goes to both. */
export async function startStack(env: NodeJS.ProcessEnv = {}, options: StartStackOptions = {}): Promise<RunningStack> {
  const sandboxEntry = requireBuilt(join(repoRoot, 'apps/sandbox/dist/main.js'), 'The sandbox');
  const appDir = options.appDir ?? join(repoRoot, 'apps/checkout');
  const serverEntry = requireBuilt(join(appDir, 'dist-server/index.js'), 'The checkout server');
  const [sandboxPort, appPort] = [await getFreePort(), await getFreePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;

  const sandbox = await startProcess({
    command: process.execPath,
    // A fresh in-memory database per run: tests never see each other's data.
    args: [sandboxEntry, '--memory'],
    cwd: join(repoRoot, 'apps/sandbox'),
    env: {
      PORT: String(sandboxPort),
      HOST: '127.0.0.1',
      ...(options.productionConfig ? { SANDBOX_PROVIDER_HOSTS: '1' } : {}),
      ...env,
    },
    readyUrl: `${sandboxUrl}/health`,
  });
  try {
    const app = await startProcess({
      command: process.execPath,
      args: [serverEntry],
      cwd: appDir,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        ...(options.productionConfig
          ? { CHECKOUT_API_BASE: sandboxUrl, GENERAL_API_BASE: sandboxUrl, UTILS_API_BASE: sandboxUrl }
          : { SANDBOX_URL: sandboxUrl }),
        ...env,
      },
      readyUrl: `${appUrl}/health`,
    });
    return {
      appUrl,
      sandboxUrl,
      appOutput: app.output,
      stop: async () => {
        await Promise.all([app.stop(), sandbox.stop()]);
      },
    };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}
