import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { PACKAGE_ENTRIES_FILE } from '../build/packageEntryChunks';
import { SRI_MANIFEST_FILE } from '../build/sriManifest';
import type { PageFacts } from '../src/app/pageFacts';
import type { PageRenderer } from '../src/ssr/RenderedPage';
import { createServerApp } from './createServerApp';
import { readProviderDirectory } from './providers/readProviderDirectory';
import { readPlatformReadWaitMs } from './readPlatformReadWaitMs';
import { readRuntimeConfig } from './readRuntimeConfig';
import { readSecurityOptions } from './security/readSecurityOptions';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const hostname = process.env.HOST ?? '127.0.0.1';
const config = readRuntimeConfig(process.env);
const providers = readProviderDirectory(process.env, {
  sandbox: config.sandboxOrigin !== null,
  readFile: (path) => readFileSync(path, 'utf8'),
});
const manifestFile = fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url));
const integrityFile = fileURLToPath(new URL(`../dist/${SRI_MANIFEST_FILE}`, import.meta.url));
const packageEntriesFile = fileURLToPath(new URL(`../dist/${PACKAGE_ENTRIES_FILE}`, import.meta.url));
// The app's server render and its route tree, built by `vite build --ssr` beside this file.
const { renderPage, describePage } = (await import(new URL('./ssr/entry-server.js', import.meta.url).href)) as {
  renderPage: PageRenderer;
  describePage: (url: URL) => PageFacts;
};
const app = createServerApp({
  render: renderPage,
  describe: describePage,
  distDir,
  config,
  security: readSecurityOptions(process.env, config),
  trustProxy: process.env.TRUST_PROXY === '1',
  cspReportOnly: process.env.CSP_REPORT_ONLY === '1',
  manifest: existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {},
  packageEntries: existsSync(packageEntriesFile) ? JSON.parse(readFileSync(packageEntriesFile, 'utf8')) : {},
  integrity: existsSync(integrityFile) ? JSON.parse(readFileSync(integrityFile, 'utf8')) : {},
  platformReadWaitMs: readPlatformReadWaitMs(process.env),
  providers,
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Checkout listening on http://${hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
