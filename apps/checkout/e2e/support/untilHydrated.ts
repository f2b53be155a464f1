import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the app has hydrated the server's page: the router's bootstrap (`$_TSR`) is gone once it has. */
export async function untilHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false);
}
