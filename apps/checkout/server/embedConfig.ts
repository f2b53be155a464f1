import type { RuntimeConfig } from './readRuntimeConfig';

/**
 * Embeds the runtime configuration in the HTML shell as a JSON block (`#checkout-config`), so the
 * app renders without first asking `/config.json`. The JSON cannot close the block: `<` is escaped.
 */
export function embedConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(/<\/head>/i, `<script id="checkout-config" type="application/json">${json}</script></head>`);
}
