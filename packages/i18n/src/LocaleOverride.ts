/** A merchant's locale override (`GET /locale`, spec §3) with flat message ids, every field optional; the api-client's `WireLocaleOverride` is the answer as sent. */
export interface LocaleOverride {
  /** Message overrides per locale, keyed by message id; values are plain text or ICU MessageFormat, never HTML. */
  readonly messages?: Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;
  /** The merchant's default locale; ignored unless it is one of the available locales. */
  readonly defaultLocale?: string;
  /** The locales the merchant offers; unsupported codes are dropped. Defaults to all twelve. */
  readonly locales?: readonly string[];
}
