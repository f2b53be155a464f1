import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { merchantWidgetIntegrity, registerMerchantAssetRoutes } from './merchantAssetRoutes';

const app = new Hono();
registerMerchantAssetRoutes(app);
const sandbox = { send: (_method: string, path: string) => app.request(path) };

describe('the merchant widget', () => {
  it('is served as script with the integrity a pinned entry names', async () => {
    const response = await sandbox.send('GET', '/sandbox/merchant/widget.js?copy=any');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const digest = createHash('sha384')
      .update(await response.text())
      .digest('base64');
    expect(merchantWidgetIntegrity).toBe(`sha384-${digest}`);
  });

  it('serves other bytes at `?copy=tampered`, so a check against the pinned integrity fails', async () => {
    const response = await sandbox.send('GET', '/sandbox/merchant/widget.js?copy=tampered');
    const digest = createHash('sha384')
      .update(await response.text())
      .digest('base64');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(`sha384-${digest}`).not.toBe(merchantWidgetIntegrity);
  });

  it('keeps the integrity the checkout server pins for the sandbox (server/security/sandboxMerchantFiles.ts)', () => {
    expect(merchantWidgetIntegrity).toBe('sha384-R39BLVqSykEKKjNyDJDcu24+Dp8s8MPtGIEGcyK2sOM6gzZz0J57y+xRXL2GHd0P');
  });
});
