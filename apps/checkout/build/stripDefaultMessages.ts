/** A `defaultMessage` property of a message descriptor: the comma before it, its key and a quoted string. */
const DEFAULT_MESSAGE = /,?\s*\bdefaultMessage:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\$]|\\.)*`)/g;

/** The app's message descriptor files (`checkout.messages.ts`, …). */
export const MESSAGE_FILE = /\.messages\.ts$/;

/**
 * The descriptors of a `*.messages.ts` file without their English `defaultMessage`, for the
 * production build. The pages show every text from the precompiled catalogue of their language,
 * complete in all 12 (`@checkout/i18n`'s completeness gate), and with no ICU parser shipped a
 * default could not even be formatted: the strings only cost bytes. Tests and `vite dev` keep them.
 */
export function stripDefaultMessages(source: string): string {
  return source.replace(DEFAULT_MESSAGE, '');
}
