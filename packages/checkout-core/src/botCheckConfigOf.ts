import type { BotCheckConfig } from './checkBotCheckConfig';

/** The runtime configuration's bot-check values (`captcha*`), and where the platform serves the sandbox's SDK doubles. */
export interface BotCheckSources {
  readonly captchaSiteKey: string | null;
  readonly captchaVersion: string | null;
  readonly captchaScriptUrl: string | null;
  readonly checkoutApiBase: string;
}

/**
 * The bot check's configuration: the configured site key (in sandbox mode the sandbox's own when none
 * is), the configured version (`2` when none), and Google's script, or in sandbox mode the platform's
 * double of it.
 */
export function botCheckConfigOf(sources: BotCheckSources, sandboxMode: boolean): BotCheckConfig {
  return {
    siteKey: sources.captchaSiteKey ?? (sandboxMode ? 'sandbox-site-key' : null),
    version: sources.captchaVersion ?? '2',
    scriptUrl: sandboxMode
      ? `${sources.checkoutApiBase}/sandbox/sdk/recaptcha.js`
      : (sources.captchaScriptUrl ?? 'https://www.google.com/recaptcha/api.js'),
  };
}
