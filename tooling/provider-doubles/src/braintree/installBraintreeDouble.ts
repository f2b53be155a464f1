import type { Dropin, Options } from 'braintree-web-drop-in';
import { createDoubleEnvironment, type DoubleEnvironmentOptions } from '../shared/DoubleEnvironment';
import { resolveContainer } from '../shared/resolveContainer';
import { BraintreeDropinImpl } from './BraintreeDropinImpl';
import { readClientToken } from './readClientToken';

/** `braintree.dropin` as `@types/braintree-web-drop-in` declares the global. */
export type BraintreeDropinNamespace = typeof braintree.dropin;

/** Braintree Drop-in's error for a failed `create`. */
function createError(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { name: 'DropinError' });
}

/** Installs `window.braintree.dropin.create(options[, callback])` backed by the sandbox's client API, and returns it. */
export function installBraintreeDouble(
  win: Window & typeof globalThis,
  options: DoubleEnvironmentOptions = {},
): BraintreeDropinNamespace {
  const env = createDoubleEnvironment(win, options);

  async function createDropin(createOptions: Options): Promise<Dropin> {
    const container = resolveContainer(env.document, createOptions?.container);
    if (!container) throw createError('options.selector or options.container must reference a valid DOM node.');
    const token = readClientToken(createOptions.authorization);
    if (!token) throw createError('There was an error creating Drop-in: the authorization is not a client token.');
    const url = `${token.configUrl}?authorizationFingerprint=${encodeURIComponent(token.authorizationFingerprint)}`;
    const response = await env.fetch(url).catch((cause: unknown) => {
      throw createError('There was an error creating Drop-in: Braintree could not be reached.', cause);
    });
    if (!response.ok) throw createError('There was an error creating Drop-in: the authorization was refused.');
    const configuration: unknown = await response.json().catch(() => null);
    const threeDSecureEnabled =
      typeof configuration === 'object' && configuration !== null && 'threeDSecureEnabled' in configuration
        ? configuration.threeDSecureEnabled === true
        : false;
    // braintree-web's three-d-secure refuses to start on a merchant account without 3-D Secure (THREEDS_NOT_ENABLED).
    if (createOptions.threeDSecure && !threeDSecureEnabled) {
      throw Object.assign(createError('3D Secure failed to set up.'), {
        braintreeWebError: { name: 'BraintreeError', code: 'THREEDS_NOT_ENABLED', type: 'MERCHANT' },
      });
    }
    return new BraintreeDropinImpl(env, token, createOptions, container);
  }

  function create(createOptions: Options, callback: (error: object | null, dropin: Dropin | undefined) => void): void;
  function create(createOptions: Options): Promise<Dropin>;
  function create(
    createOptions: Options,
    callback?: (error: object | null, dropin: Dropin | undefined) => void,
  ): Promise<Dropin> | undefined {
    const promise = createDropin(createOptions);
    if (!callback) return promise;
    promise.then(
      (dropin) => callback(null, dropin),
      (error: unknown) => callback(error instanceof Error ? error : createError(String(error)), undefined),
    );
    return undefined;
  }

  const dropin: BraintreeDropinNamespace = { create };
  const existing = (win as { braintree?: Record<string, unknown> }).braintree;
  Object.assign(win, { braintree: { ...existing, dropin } });
  return dropin;
}
