/**
 * Ways of sending the page elsewhere through `location`: `location.assign(`, `location.replace(`,
 * `location.href =` and `location =` (not a declaration, comparison or arrow), on any object
 * (`window.`, `document.`, `globalThis.`) and with any spacing.
 */
const NAVIGATIONS = [
  /\blocation\s*\.\s*(?:assign|replace)\s*\(/g,
  /\blocation\s*\.\s*href\s*=(?![=>])/g,
  /(?<!\b(?:const|let|var)\s+)\blocation\s*=(?![=>])/g,
];

/**
 * Finds every navigation through `location` in a source text, with its 1-based line. Only
 * `followRedirect` of `@checkout/payments` may navigate to a URL a provider or the platform gave
 * (after its allowlist check); `locationAssignments.test.mjs` holds every other source to that.
 */
export function findLocationAssignments(source) {
  const found = [];
  for (const pattern of NAVIGATIONS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ line, index: match.index, text: source.split('\n')[line - 1].trim() });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ line, text }) => ({ line, text }));
}
