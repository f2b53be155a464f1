/** What a loaded script holds beyond code: a language's message catalogue, a language's country names, or neither. */
export type ScriptContent = 'messages' | 'countryNames' | 'code';

// A precompiled catalogue of @checkout/i18n: every locale has this id with an AST value.
const MESSAGES = /["'`]validation\.required["'`]\s*:\s*\[/g;
// A country-name map of @checkout/reference-data: Afghanistan then Antigua and Barbuda, each named in words.
const COUNTRY_NAMES = /\bAF["'`]?\s*:\s*["'`]\p{L}[^"'`]*["'`]\s*,\s*["'`]?AG["'`]?\s*:/gu;

/** Counts the message catalogues and country-name maps a script body holds (one body may hold several). */
export function classifyScript(body: string): Record<ScriptContent, number> {
  const messages = body.match(MESSAGES)?.length ?? 0;
  const countryNames = body.match(COUNTRY_NAMES)?.length ?? 0;
  return { messages, countryNames, code: messages + countryNames === 0 ? 1 : 0 };
}
