import { launchChromium } from '@checkout/e2e';
import type { Response } from 'playwright-core';
import { classifyScript } from './classifyScript';
import { addSizes, compressedSizes, type Sizes, zeroSizes } from './compressedSizes';

/** One script or stylesheet the page loaded. */
export interface LoadedAsset {
  readonly url: string;
  readonly type: 'script' | 'stylesheet';
  readonly sizes: Sizes;
}

/** What a page downloads until the network is idle. */
export interface TransferReport {
  readonly status: number | null;
  /** JavaScript until idle, provider SDK scripts excluded. */
  readonly scripts: Sizes;
  readonly styles: Sizes;
  /** Scripts served under `/sandbox/sdk/` (provider SDK doubles), counted apart. */
  readonly providerSdk: { readonly count: number; readonly urls: readonly string[]; readonly sizes: Sizes };
  readonly scriptCount: number;
  readonly styleCount: number;
  /** Every request the page made until idle, the document included. */
  readonly requestCount: number;
  readonly messageCatalogues: number;
  readonly countryNameCatalogues: number;
  /** Whether the page showed a form control (button, input, select) once idle. */
  readonly interactive: boolean;
  readonly heading: string | null;
  readonly failedRequests: readonly string[];
  readonly consoleErrors: readonly string[];
  readonly assets: readonly LoadedAsset[];
}

const PROVIDER_SDK = /\/sandbox\/sdk\//;

/**
 * Opens `url` in a Chromium of its own (a fresh profile: nothing cached), records every script and stylesheet
 * response until the network is idle, and weighs them.
 */
export async function measureTransfer(url: string, seconds = 60): Promise<TransferReport> {
  const session = await launchChromium();
  const bodies: string[] = [];
  try {
    const page = await session.context.newPage();
    const pending: Promise<LoadedAsset | null>[] = [];
    const failedRequests: string[] = [];
    const consoleErrors: string[] = [];
    let requestCount = 0;
    page.on('request', () => {
      requestCount++;
    });
    page.on('requestfailed', (request) =>
      failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') pending.push(weigh(response, type));
      else if (response.status() >= 400) failedRequests.push(`${response.url()} (${response.status()})`);
    });
    const document = await page.goto(url, { waitUntil: 'networkidle', timeout: seconds * 1000 });
    const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== null);
    // Stylesheets the server put into the HTML weigh as much as linked ones.
    const html = (await document?.text().catch(() => '')) ?? '';
    for (const [index, [, css = '']] of [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].entries())
      assets.push({
        url: `${url}#inline-style-${index + 1}`,
        type: 'stylesheet',
        sizes: compressedSizes(Buffer.from(css)),
      });
    const interactive = await page.locator('button, input, select, textarea').count();
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    let scripts = zeroSizes;
    let styles = zeroSizes;
    let sdkSizes = zeroSizes;
    const sdkUrls: string[] = [];
    let messageCatalogues = 0;
    let countryNameCatalogues = 0;
    for (const asset of assets) {
      if (asset.type === 'stylesheet') styles = addSizes(styles, asset.sizes);
      else if (PROVIDER_SDK.test(asset.url)) {
        sdkSizes = addSizes(sdkSizes, asset.sizes);
        sdkUrls.push(asset.url);
      } else scripts = addSizes(scripts, asset.sizes);
    }
    for (const body of bodies) {
      const content = classifyScript(body);
      messageCatalogues += content.messages;
      countryNameCatalogues += content.countryNames;
    }
    return {
      status: document?.status() ?? null,
      scripts,
      styles,
      providerSdk: { count: sdkUrls.length, urls: sdkUrls, sizes: sdkSizes },
      scriptCount: assets.filter((asset) => asset.type === 'script' && !PROVIDER_SDK.test(asset.url)).length,
      styleCount: assets.filter((asset) => asset.type === 'stylesheet').length,
      requestCount,
      messageCatalogues,
      countryNameCatalogues,
      interactive: interactive > 0,
      heading: heading?.trim() ?? null,
      failedRequests,
      consoleErrors,
      assets: [...assets].sort((a, b) => b.sizes.brotli - a.sizes.brotli),
    };
  } finally {
    await session.close();
  }

  async function weigh(response: Response, type: 'script' | 'stylesheet'): Promise<LoadedAsset | null> {
    try {
      const body = await response.body();
      if (type === 'script' && !PROVIDER_SDK.test(response.url())) bodies.push(body.toString('utf8'));
      return { url: response.url(), type, sizes: compressedSizes(body) };
    } catch {
      return null;
    }
  }
}
