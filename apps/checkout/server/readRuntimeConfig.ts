/** Configuration served to the browser as `/config.json`; mirrors `src/runtimeConfig.ts`. */
export interface RuntimeConfig {
  checkoutApiBase: string;
  generalApiBase: string;
  utilsApiBase: string;
}

/** Where the sandbox listens when nothing else is configured (`pnpm start`). */
export const SANDBOX_DEFAULT_BASE = 'http://127.0.0.1:4010';

/** Reads the runtime configuration from the environment; with nothing set, everything points at the sandbox. */
export function readRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const checkoutApiBase = trimSlash(env.CHECKOUT_API_BASE) ?? SANDBOX_DEFAULT_BASE;
  return {
    checkoutApiBase,
    generalApiBase: trimSlash(env.GENERAL_API_BASE) ?? checkoutApiBase,
    utilsApiBase: trimSlash(env.UTILS_API_BASE) ?? checkoutApiBase,
  };
}

function trimSlash(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : undefined;
}
