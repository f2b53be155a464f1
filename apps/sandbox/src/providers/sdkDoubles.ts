import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { fail } from '../http/envelope';

/** The SDK doubles the sandbox serves, by the name in `/sandbox/sdk/{name}.js`. */
export const sdkDoubleNames = ['stripe', 'adyen', 'braintree-dropin', 'paypal', 'recaptcha', 'maps'] as const;

/** One of {@link sdkDoubleNames}. */
export type SdkDoubleName = (typeof sdkDoubleNames)[number];

/**
 * Where the built doubles are: `SANDBOX_SDK_DIR` when set, else `tooling/provider-doubles/dist`
 * of the repository holding this file (found by walking up to `pnpm-workspace.yaml`, so it
 * works from `src/` under vitest and from `dist/` once built).
 */
export function resolveSdkDir(
  env: Record<string, string | undefined> = process.env,
  from = fileURLToPath(import.meta.url),
): string | null {
  if (env.SANDBOX_SDK_DIR) return env.SANDBOX_SDK_DIR;
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'tooling', 'provider-doubles', 'dist');
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function isSdkDoubleName(value: string): value is SdkDoubleName {
  return (sdkDoubleNames as readonly string[]).includes(value);
}

/**
 * Serves the provider SDK doubles at stable URLs, `GET /sandbox/sdk/{name}.js`, from the built
 * files of the doubles' package; a 503 envelope says when a double is not built yet.
 */
export function registerSdkDoubles(app: Hono, options: { dir?: string | null } = {}): void {
  const dir = options.dir === undefined ? resolveSdkDir() : options.dir;
  app.get('/sandbox/sdk/:file', async (c) => {
    const name = /^(.+)\.js$/.exec(c.req.param('file'))?.[1] ?? '';
    if (!isSdkDoubleName(name)) return fail(c, 404, 'This page could not be found');
    const source = dir ? await readFile(join(dir, `${name}.js`), 'utf8').catch(() => null) : null;
    if (source === null) {
      return fail(
        c,
        503,
        `The ${name} SDK double is not built: build tooling/provider-doubles (or set SANDBOX_SDK_DIR).`,
      );
    }
    return c.body(source, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
