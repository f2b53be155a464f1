import type { PaymentAdapterOptions } from '../contract/PaymentAdapter';
import type { SdkLoader } from '../contract/SdkLoader';
import type { createFakePort, TestConfirmation } from './createFakePort';

/** A loader that fails the test if an adapter loads any script. */
const noScripts: SdkLoader = {
  loadScript: (request) => Promise.reject(new Error(`unexpected script ${request.url}`)),
};

/** Adapter options over a fake port, in sandbox mode, returning to `http://127.0.0.1:4000/en/key/cart/<route>`. */
export function adapterOptions(
  port: ReturnType<typeof createFakePort>,
  version: number | null = null,
): PaymentAdapterOptions<TestConfirmation> {
  return {
    port,
    sdk: { mode: 'sandbox', loader: noScripts, sandboxOrigin: 'http://127.0.0.1:4010' },
    returnUrl: (route) => `http://127.0.0.1:4000/en/key/cart/${route}`,
    version,
  };
}
