import { afterAll, beforeAll } from 'vitest';
import { type CheckoutHarness, type HarnessOptions, startHarness } from './checkoutHarness';

/** Starts a production-configuration harness for the `describe` it is called in; the getter throws if it did not start. */
export function productionHarness(options: HarnessOptions = {}): () => CheckoutHarness {
  let harness: CheckoutHarness | undefined;
  beforeAll(async () => {
    harness = await startHarness('en-US', { ...options, productionConfig: true });
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The harness did not start.');
    return harness;
  };
}
