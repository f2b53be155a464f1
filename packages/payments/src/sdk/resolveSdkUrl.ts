import type { SdkEnvironment, SdkName } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';
import { defaultSdkUrls } from './defaultSdkUrls';

/** Path under the sandbox origin where `apps/sandbox` serves the SDK doubles. */
export const SANDBOX_SDK_PATH = '/sandbox/sdk/';

/**
 * The script URL of an SDK: in sandbox mode the sandbox's double (`<sandboxOrigin>/sandbox/sdk/<name>.js`),
 * in production the configured or official https URL. Production never resolves to a double:
 * a configured URL on the sandbox path or origin, or not on https, rejects with `sdk_unavailable`.
 */
export function resolveSdkUrl(name: SdkName, environment: Omit<SdkEnvironment, 'loader'>): string {
  if (environment.mode === 'sandbox') {
    if (environment.sandboxOrigin === undefined || environment.sandboxOrigin === '') {
      throw new PaymentError('sdk_unavailable', `Sandbox mode needs the sandbox origin to load the ${name} double.`);
    }
    return new URL(`${SANDBOX_SDK_PATH}${name}.js`, environment.sandboxOrigin).href;
  }
  const configured = environment.urls?.[name] ?? defaultSdkUrls[name];
  let url: URL;
  try {
    url = new URL(configured);
  } catch (error) {
    throw new PaymentError('sdk_unavailable', `The ${name} script URL is not a URL.`, { cause: error });
  }
  const sandboxOrigin = environment.sandboxOrigin ? safeOrigin(environment.sandboxOrigin) : null;
  if (url.protocol !== 'https:' || url.pathname.startsWith(SANDBOX_SDK_PATH) || url.origin === sandboxOrigin) {
    throw new PaymentError(
      'sdk_unavailable',
      `Production mode refuses the ${name} script URL ${url.origin}${url.pathname}.`,
    );
  }
  return url.href;
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
