/** The bot-check configuration: site key, widget version and script URL. */
export interface BotCheckConfig {
  readonly siteKey: string | null;
  /** `2` (checkbox widget, the default) or `3` (invisible score). */
  readonly version: string | null;
  readonly scriptUrl: string | null;
}

/** Checks the configuration before anything loads: "No key provided" / "No version provided" (spec §5). */
export function checkBotCheckConfig(config: BotCheckConfig): string | null {
  if (!config.siteKey) return 'No key provided';
  if (!config.version) return 'No version provided';
  return null;
}
