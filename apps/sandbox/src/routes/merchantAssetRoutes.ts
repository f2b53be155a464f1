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

/**
 * The widget as a merchant's CDN would serve it after someone changed it: other bytes at the URL the
 * checkout pinned, so a browser test shows that a changed file never runs.
 */
export const tamperedMerchantWidgetSource = `${merchantWidgetSource}// Changed after it was pinned: its integrity no longer matches.\n`;

/**
 * Serves the demo merchant widget at `GET /sandbox/merchant/widget.js`, and a changed copy at
 * `?copy=tampered` (any other query gives the widget itself).
 */
export function registerMerchantAssetRoutes(app: Hono): void {
  app.get('/sandbox/merchant/widget.js', (c) =>
    c.body(c.req.query('copy') === 'tampered' ? tamperedMerchantWidgetSource : merchantWidgetSource, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    }),
  );
}
