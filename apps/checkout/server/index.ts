import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { PACKAGE_ENTRIES_FILE } from '../build/packageEntryChunks';
import { SRI_MANIFEST_FILE } from '../build/sriManifest';
import type { PageFacts } from '../src/app/pageFacts';
import type { PageRenderer } from '../src/ssr/RenderedPage';
import { createServerApp } from './createServerApp';
import { createLogger } from './observability/createLogger';
import { createServerMetrics } from './observability/createServerMetrics';
import { readMetricsPort } from './observability/readMetricsPort';
import { startMetricsServer } from './observability/startMetricsServer';
import { readProviderDirectory } from './providers/readProviderDirectory';
import { readPlatformReadWaitMs } from './readPlatformReadWaitMs';
import { readRuntimeConfig } from './readRuntimeConfig';
import { readSecurityOptions } from './security/readSecurityOptions';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 4000);
const hostname = process.env.HOST ?? '127.0.0.1';
const logger = createLogger({ level: process.env.LOG_LEVEL });
const metricsPort = readMetricsPort(process.env);
// Metrics are opt-in: without `METRICS_PORT` nothing is counted and no second port opens.
const metrics = metricsPort === null ? null : createServerMetrics();
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
  logger,
  metrics,
});

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  logger.info({ hostname, port: info.port }, 'checkout listening');
});
const metricsServer =
  metrics && metricsPort !== null ? await startMetricsServer(metrics.registry, metricsPort, hostname) : null;
if (metricsServer) logger.info({ hostname, port: metricsServer.port }, 'metrics listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void metricsServer?.close();
    server.close(() => process.exit(0));
  });
}
