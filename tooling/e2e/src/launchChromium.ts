import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Where Debian's `chromium` package installs the browser. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags that keep Chromium headless and quiet on a machine without internet: without the
 * background-networking flags it keeps trying to reach hosts the network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Returns the Chromium executable: `CHROMIUM_PATH` when set, else Debian's; throws naming the package when absent. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package: apt-get install chromium (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}

/** A running browser context and the function that closes it and removes its profile. */
export interface ChromiumSession {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Options of {@link launchChromium}. */
export interface LaunchChromiumOptions {
  /** The browser's language. Defaults to `'en-US'`. */
  locale?: string;
  /** Flags beyond {@link CHROMIUM_FLAGS}. Defaults to none. */
  args?: readonly string[];
  /** The page size. Defaults to 1280 × 900. */
  viewport?: { readonly width: number; readonly height: number };
}

/**
 * Launches Debian's Chromium with a fresh temporary profile (so nothing is cached from an earlier launch);
 * never downloads a browser. The one way the browser tests, the benchmark and the Storybook check start it.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<ChromiumSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'checkout-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
