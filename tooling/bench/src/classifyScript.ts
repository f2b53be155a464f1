/**
 * What a loaded script holds beyond code: a language's message catalogue, a page area of one, a
 * language's country names, or neither.
 */
export type ScriptContent = 'messages' | 'messageAreas' | 'countryNames' | 'code';

// A precompiled catalogue of @checkout/i18n: every locale's core part has this id with an AST value.
const MESSAGES = /["'`]validation\.required["'`]\s*:\s*\[/g;
// A page area of such a catalogue (`<locale>.<area>`: the confirmation's, the update pages' texts…):
// dotted message ids with AST values, loaded beside the core part of the same language, so it is no
// second catalogue.
const MESSAGE_AREA = /["'`][A-Za-z]\w*(?:\.\w+)+["'`]\s*:\s*\[\s*\{\s*["'`]?type["'`]?\s*:/;
// A country-name map of @checkout/reference-data: Afghanistan then Antigua and Barbuda, each named in words.
const COUNTRY_NAMES = /\bAF["'`]?\s*:\s*["'`]\p{L}[^"'`]*["'`]\s*,\s*["'`]?AG["'`]?\s*:/gu;

/**
 * Counts the message catalogues and country-name maps a script body holds (one body may hold
 * several); a script with message ASTs but no catalogue's marker is one page area.
 */
export function classifyScript(body: string): Record<ScriptContent, number> {
  const messages = body.match(MESSAGES)?.length ?? 0;
  const messageAreas = messages === 0 && MESSAGE_AREA.test(body) ? 1 : 0;
  const countryNames = body.match(COUNTRY_NAMES)?.length ?? 0;
  return { messages, messageAreas, countryNames, code: messages + messageAreas + countryNames === 0 ? 1 : 0 };
}
