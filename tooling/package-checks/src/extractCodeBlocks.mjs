/**
 * The README code-block rules (docs/publishing.md, "README examples"): a ```ts, ```tsx or ```js
 * block is a complete example, type-checked and run in Node; with the word `fragment` after the
 * language it is only type-checked, as a module that starts with the TypeScript of an
 * `<!-- example-context ... -->` comment right above it (declarations a reader can imagine: the
 * `api` the page already made, the shopper's `cart`). Blocks in `sh`, `text`, `json` or with no
 * language are not code; any other info string is refused, so no example is skipped by accident.
 */

const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js']);
const OTHER_LANGUAGES = new Set(['', 'sh', 'text', 'json']);
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const CONTEXT_START = '<!-- example-context';

/**
 * Reads every fenced block of a Markdown text; throws on an info string outside the rules above.
 * @param {string} markdown
 * @returns {{ line: number, language: string, fragment: boolean, checked: boolean, code: string, context: string }[]}
 */
export function extractCodeBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const words = info.trim().split(/\s+/).filter(Boolean);
    const [language = '', ...flags] = words;
    const line = index + 1;
    const end = lines.findIndex((text, at) => at > index && text.trim() === fence);
    if (end === -1) throw new Error(`line ${line}: the code block is never closed`);
    const code = lines
      .slice(index + 1, end)
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
      .join('\n');
    const checked = CHECKED_LANGUAGES.has(language);
    if (!checked && !OTHER_LANGUAGES.has(language))
      throw new Error(`line ${line}: unknown info string "${info.trim()}" (use ts, tsx, js, sh, text or json)`);
    if (flags.length > (checked ? 1 : 0) || (flags.length === 1 && flags[0] !== 'fragment'))
      throw new Error(`line ${line}: unknown words after the language in "${info.trim()}" (only "fragment")`);
    const fragment = flags[0] === 'fragment';
    const context = contextAbove(lines, index);
    if (context !== '' && !fragment)
      throw new Error(`line ${line}: an example-context comment may only stand above a fragment`);
    blocks.push({ line, language, fragment, checked, code, context });
    index = end;
  }
  return blocks;
}

/** The TypeScript of an `<!-- example-context ... -->` comment ending right above line `fenceIndex`. */
function contextAbove(lines, fenceIndex) {
  let end = fenceIndex - 1;
  while (end >= 0 && lines[end].trim() === '') end -= 1;
  if (end < 0 || lines[end].trim() !== '-->') return '';
  let start = end - 1;
  while (start >= 0 && !lines[start].trim().startsWith('<!--')) start -= 1;
  if (start < 0 || lines[start].trim() !== CONTEXT_START) return '';
  return lines.slice(start + 1, end).join('\n');
}
