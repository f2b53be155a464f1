/** The widget versions the bot check knows: the v2 checkbox (default), v2 invisible and v3 (a score). */
const BOT_CHECK_VERSIONS = ['2', '2-invisible', '3'] as const;

/** The bot-check configuration: site key, widget version and script URL. */
export interface BotCheckConfig {
  readonly siteKey: string | null;
  /** `2` (checkbox, the default), `2-invisible` or `3`. */
  readonly version: string | null;
  readonly scriptUrl: string | null;
}

/**
 * Checks the configuration before anything loads: "No key provided" / "No version provided" (spec
 * §5), and "Failed to execute" for a version the widget cannot run.
 */
export function checkBotCheckConfig(config: BotCheckConfig): string | null {
  if (!config.siteKey) return 'No key provided';
  if (!config.version) return 'No version provided';
  if (!(BOT_CHECK_VERSIONS as readonly string[]).includes(config.version)) return 'Failed to execute';
  return null;
}
