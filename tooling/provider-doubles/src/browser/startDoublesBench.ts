import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort, launchChromium, repoRoot, startProcess } from '@checkout/e2e';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'tsup';
import { doubleBuildOptions } from '../doubleBuildOptions';

/** The real sandbox, a blank shop page on loopback and Chromium, with the doubles built fresh from source. */
export interface DoublesBench {
  sandboxUrl: string;
  pageUrl: string;
  context: BrowserContext;
  /** A new tab on the blank shop page. */
  openPage: () => Promise<Page>;
  /** Calls a sandbox platform endpoint and returns its envelope's `data`. */
  platform: (path: string, init?: RequestInit) => Promise<unknown>;
  stop: () => Promise<void>;
}

const PAGE =
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><div id="mount"></div></main></body></html>';

/** Starts the bench: builds the doubles into a temporary folder that the sandbox serves (`SANDBOX_SDK_DIR`). */
export async function startDoublesBench(): Promise<DoublesBench> {
  const sandboxEntry = join(repoRoot, 'apps/sandbox/dist/main.js');
  if (!existsSync(sandboxEntry)) {
    throw new Error('The sandbox is not built: run pnpm exec turbo run build --filter=@checkout/sandbox');
  }
  const sdkDir = mkdtempSync(join(tmpdir(), 'provider-doubles-'));
  await build({ ...doubleBuildOptions(sdkDir), silent: true, config: false });
  const [sandboxPort, pagePort] = [await getFreePort(), await getFreePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = await startProcess({
    command: process.execPath,
    args: [sandboxEntry, '--memory'],
    cwd: join(repoRoot, 'apps/sandbox'),
    env: { PORT: String(sandboxPort), HOST: '127.0.0.1', SANDBOX_SDK_DIR: sdkDir },
    readyUrl: `${sandboxUrl}/health`,
    timeoutMs: 60_000,
  });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(pagePort, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${pagePort}/`;
  const chromium = await launchChromium();
  return {
    sandboxUrl,
    pageUrl,
    context: chromium.context,
    openPage: async () => {
      const page = await chromium.context.newPage();
      await page.goto(pageUrl);
      return page;
    },
    platform: async (path, init) => {
      const response = await fetch(`${sandboxUrl}${path}`, init);
      const body = (await response.json()) as { data?: unknown };
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      return body.data;
    },
    stop: async () => {
      await chromium.close();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.stop();
      rmSync(sdkDir, { recursive: true, force: true });
    },
  };
}
