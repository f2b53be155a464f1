import { createHash } from 'node:crypto';
import type { Hono } from 'hono';

/**
 * A merchant's static widget, as a merchant CDN would serve it: when it runs it appends its
 * `data-settings-id` to `<html data-merchant-widget>`, so a browser test sees which copies executed.
 */
export const merchantWidgetSource = `(function () {
  var script = document.currentScript;
  var id = (script && script.getAttribute('data-settings-id')) || 'unknown';
  var root = document.documentElement;
  root.setAttribute('data-merchant-widget', ((root.getAttribute('data-merchant-widget') || '') + ' ' + id).trim());
})();
`;

/** The widget's Subresource Integrity value, for a `MERCHANT_SCRIPT_HOSTS` pinned entry. */
export const merchantWidgetIntegrity = `sha384-${createHash('sha384').update(merchantWidgetSource).digest('base64')}`;

/** Serves the demo merchant widget at `GET /sandbox/merchant/widget.js` (any query gives the same file). */
export function registerMerchantAssetRoutes(app: Hono): void {
  app.get('/sandbox/merchant/widget.js', (c) =>
    c.body(merchantWidgetSource, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    }),
  );
}
