/** A merchant's locale override as the platform sends it (`GET /locale`, spec §3): every field optional. */
export interface LocaleOverride {
  /** Message overrides per locale, keyed by message id; values are plain text or ICU MessageFormat, never HTML. */
  readonly messages?: Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;
  /** The merchant's default locale; ignored unless it is one of the available locales. */
  readonly defaultLocale?: string;
  /** The locales the merchant offers; unsupported codes are dropped. Defaults to all twelve. */
  readonly locales?: readonly string[];
}
