import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChromiumSession,
  getFreePort,
  launchChromium,
  type RunningStack,
  repoRoot,
  startStack,
} from '@checkout/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dockerfileStages } from '../build/dockerfileStages';
import { createCart } from './support/checkoutScreens';
import { untilHydrated } from './support/untilHydrated';
import { watchPageProblems } from './support/watchPageProblems';

// Issue 32 item 8: the folder `pnpm deploy:checkout` makes (the Dockerfile's build step runs the same
// script) is the production artefact. It is made from this run's build, moved out of the repository
// so nothing can resolve through the workspace, and booted as production boots it: NODE_ENV=production,
// the sandbox as its platform (CHECKOUT_API_BASE), plain `node dist-server/index.js` in the folder.
const MERCHANT = 'demo-production';
let dir = '';
let folder = '';
let stack: RunningStack | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'checkout-deploy-'));
  const made = join(dir, 'made');
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'tooling/scripts/deploy-checkout.mjs'), '--skip-build', '--out', made],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`pnpm deploy:checkout failed:\n${result.stdout}\n${result.stderr}`);
  // Moved once more, as `COPY --from` moves it into the image: nothing in it may depend on where it was made.
  folder = join(dir, 'checkout');
  renameSync(made, folder);
  // A busy machine may answer the platform reads slower than the default wait; the page then renders without them.
  stack = await startStack(
    { NODE_ENV: 'production', PLATFORM_READ_WAIT_MS: '10000' },
    { productionConfig: true, appDir: folder },
  );
});

afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function running(): RunningStack {
  if (!stack) throw new Error('The deployed server did not start.');
  return stack;
}

/** The URL of a fresh `demo-production` cart's checkout page on the deployed server. */
async function checkoutUrl(): Promise<string> {
  return `${running().appUrl}/en/${MERCHANT}/${await createCart(running().sandboxUrl, MERCHANT, 'deploy')}`;
}

describe('the deployed checkout server', () => {
  it('holds the built server and assets with their dependencies, and no sources', () => {
    const entries = readdirSync(folder);
    expect(entries).toEqual(expect.arrayContaining(['dist', 'dist-server', 'node_modules', 'package.json']));
    expect(entries).not.toContain('src');
    expect(entries).not.toContain('server');
  });

  it('answers /health', async () => {
    const response = await fetch(`${running().appUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it("passes the image's HEALTHCHECK command, which fails on a port where nothing listens", async () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const check = dockerfileStages(dockerfile)
      .at(-1)
      ?.find((line) => line.startsWith('HEALTHCHECK '));
    const [command, ...args] = JSON.parse(check?.replace(/^.* CMD /, '') ?? '[]') as string[];
    expect(command).toBe('node');
    const runCheck = (port: string) =>
      spawnSync(process.execPath, args, { env: { ...process.env, PORT: port } }).status;
    expect(runCheck(new URL(running().appUrl).port)).toBe(0);
    expect(runCheck(String(await getFreePort()))).toBe(1);
  });

  it('renders a checkout page with its nonce policy, never cached, and no HSTS over http', async () => {
    const response = await fetch(await checkoutUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-testid="contact-email"');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('serves the hashed assets the page names as immutable', async () => {
    const page = await (await fetch(await checkoutUrl())).text();
    // Named in a preload or in the script that loads the entry after the first paint.
    const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${running().appUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('hydrates in the browser without a problem', async () => {
    let browser: ChromiumSession | undefined;
    try {
      browser = await launchChromium();
      const page = await browser.context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(await checkoutUrl());
      // Every chunk the page needs came from the folder: the app took over the server's HTML.
      await untilHydrated(page);
      await page.screenshot({ path: '/tmp/deploy-page.png', fullPage: true });
      expect(problems.list()).toEqual([]);
    } finally {
      await browser?.close();
    }
  });
});
