import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChromiumSession, launchChromium, repoRoot } from '@checkout/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchPageProblems } from './support/watchPageProblems';

// `pnpm dev` as a developer runs it, from the repository root, on sources (nothing built): the
// sandbox's and the dev server's usual ports are held by someone else.
const SANDBOX_PORT = 4010;
const VITE_PORT = 5173;
const dataRoot = mkdtempSync(join(tmpdir(), 'checkout-dev-command-'));
const holders: Server[] = [];
let dev: ChildProcess | undefined;
let said = '';
let browser: ChromiumSession | undefined;

/** Holds a loopback port as another program would; a port already held by one is as good. */
function occupy(port: number): Promise<void> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve());
    server.listen(port, '127.0.0.1', () => {
      holders.push(server);
      resolve();
    });
  });
}

/** The URLs `pnpm dev` prints once both servers answer, or what it said when it stopped first. */
function printedUrls(child: ChildProcess): Promise<{ sandbox: string; app: string; cart: string }> {
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      const sandbox = /Sandbox platform API: (http:\/\/\S+)/.exec(said)?.[1];
      const app = /Checkout \(Vite dev server\): (http:\/\/\S+)/.exec(said)?.[1];
      const cart = /Demo cart: (http:\/\/\S+)/.exec(said)?.[1];
      if (sandbox && app && cart) resolve({ sandbox, app, cart });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`pnpm dev stopped (${code}) before it printed its URLs:\n${said}`)));
  });
}

beforeAll(async () => {
  await occupy(SANDBOX_PORT);
  await occupy(VITE_PORT);
});

afterAll(async () => {
  await browser?.close();
  // Its own process group: pnpm, the dev script and both servers under it, and nothing else.
  if (dev?.pid !== undefined && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev?.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  for (const server of holders) server.close();
  rmSync(dataRoot, { recursive: true, force: true });
});

describe('pnpm dev (issue 32 item 6)', () => {
  it('starts the sandbox and the dev server on the next free ports when theirs are taken, and serves the demo cart', async () => {
    dev = spawn('pnpm', ['dev'], {
      cwd: repoRoot,
      env: { ...process.env, SANDBOX_DATA_DIR: join(dataRoot, 'data'), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const urls = await printedUrls(dev);
    expect(new URL(urls.sandbox).port).not.toBe(String(SANDBOX_PORT));
    expect(new URL(urls.app).port).not.toBe(String(VITE_PORT));
    expect((await fetch(`${urls.sandbox}/health`)).status).toBe(200);
    expect(urls.cart).toBe(`${urls.app}/en/demo-all/cart-normal`);

    // The dev server's runtime configuration names the sandbox where it really is.
    const config = (await (await fetch(`${urls.app}/config.json`)).json()) as { checkoutApiBase: string };
    expect(config.checkoutApiBase).toBe(urls.sandbox);

    browser = await launchChromium();
    const page = await browser.context.newPage();
    const problems = watchPageProblems(page);
    // The first visit compiles the app's modules on demand: slow on a busy machine, not wrong.
    await page.goto(urls.cart, { timeout: 180_000 });
    await page.getByTestId('checkout-page').waitFor({ timeout: 180_000 });
    await page.screenshot({ path: '/tmp/developers-dev-cart.png', fullPage: true });
    expect(problems.list()).toEqual([]);
  }, 420_000);
});
