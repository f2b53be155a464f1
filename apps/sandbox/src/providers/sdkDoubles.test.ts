import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSdkDoubles, resolveSdkDir, sdkDoubleNames } from './sdkDoubles';

const dir = mkdtempSync(join(tmpdir(), 'sdk-doubles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appWith(folder: string | null) {
  const app = new Hono();
  registerSdkDoubles(app, { dir: folder });
  return app;
}

describe('SDK double URLs', () => {
  it('serves a built double as JavaScript, never cached', async () => {
    writeFileSync(join(dir, 'stripe.js'), 'window.Stripe = function () {};');
    const response = await appWith(dir).request('/sandbox/sdk/stripe.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('window.Stripe = function () {};');
  });

  it.each(sdkDoubleNames.filter((name) => name !== 'stripe'))('answers 503 while %s is not built', async (name) => {
    const response = await appWith(dir).request(`/sandbox/sdk/${name}.js`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: false, message: expect.stringContaining('not built') });
  });

  it('answers 503 when no folder is known, and 404 for other names', async () => {
    expect((await appWith(null).request('/sandbox/sdk/adyen.js')).status).toBe(503);
    expect((await appWith(dir).request('/sandbox/sdk/..%2Fsecret.js')).status).toBe(404);
    expect((await appWith(dir).request('/sandbox/sdk/stripe.css')).status).toBe(404);
  });

  it('finds the folder from the environment, else in the repository', () => {
    expect(resolveSdkDir({ SANDBOX_SDK_DIR: '/x' })).toBe('/x');
    expect(resolveSdkDir({})).toMatch(/tooling[\\/]provider-doubles[\\/]dist$/);
  });
});
