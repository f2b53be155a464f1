import { addJsonBlock } from './addJsonBlock';
import { type ConfigPage, pageConfig } from './pageConfig';
import type { RuntimeConfig } from './readRuntimeConfig';

/**
 * Embeds the runtime configuration in the HTML shell as a JSON block (`#checkout-config`), so the
 * app renders without first asking `/config.json`; given the page, as that page gets it
 * (`pageConfig`). The JSON cannot close the block: `<` is escaped.
 */
export function embedConfig(html: string, config: RuntimeConfig, page?: ConfigPage): string {
  return addJsonBlock(html, 'checkout-config', page ? pageConfig(config, page) : config);
}
