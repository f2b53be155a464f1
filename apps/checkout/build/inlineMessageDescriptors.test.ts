// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineMessageDescriptors, readDescriptorIds } from './inlineMessageDescriptors';

const messages = `/** Texts. */
export const checkoutMessages = {
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  hint: {
    id: 'checkout.address.searchHint',
    defaultMessage: 'Start typing.',
  },
} as const;
`;

describe('inlineMessageDescriptors', () => {
  it('writes each use of an imported descriptor as the descriptor with its id only', () => {
    const code = `import { checkoutMessages } from './checkout.messages';
const a = intl.formatMessage(checkoutMessages.title);
const b = <p>{intl.formatMessage(checkoutMessages.hint, { n: 1 })}</p>;`;
    const out = inlineMessageDescriptors(code, () => messages, 'Page.tsx');
    expect(out).toContain('intl.formatMessage({ id: "checkout.title" })');
    expect(out).toContain('intl.formatMessage({ id: "checkout.address.searchHint" }, { n: 1 })');
    expect(out).not.toMatch(/checkoutMessages\.\w/);
  });

  it('follows a renamed import and leaves other uses, unknown keys and look-alike names alone', () => {
    const code = `import { checkoutMessages as m } from '../checkout/checkout.messages';
f(m.title, m.missing, m, m.title.id, other.m.title, mm.title);`;
    const specifiers: string[] = [];
    const out = inlineMessageDescriptors(
      code,
      (specifier) => {
        specifiers.push(specifier);
        return messages;
      },
      'usePay.ts',
    );
    expect(specifiers).toEqual(['../checkout/checkout.messages']);
    expect(out).toContain('f({ id: "checkout.title" }, m.missing, m, m.title.id, other.m.title, mm.title);');
  });

  it('parses the code: strings, comments and a name declared again stay, text before a use may be any', () => {
    const code = `import { checkoutMessages } from './checkout.messages';
// checkoutMessages.title in a comment
const s = 'checkoutMessages.title, “quoted” 😀';
const t = \`\${intl.formatMessage(checkoutMessages.title)}\`;`;
    expect(inlineMessageDescriptors(code, () => messages, 'Page.tsx')).toBe(
      code.replace('formatMessage(checkoutMessages.title)', 'formatMessage({ id: "checkout.title" })'),
    );
    const shadowed = `import { checkoutMessages } from './checkout.messages';
const label = (checkoutMessages: { title: string }) => checkoutMessages.title;`;
    expect(inlineMessageDescriptors(shadowed, () => messages, 'label.ts')).toBe(shadowed);
    const typeOnly = `import type { checkoutMessages } from './checkout.messages';\ntype T = typeof checkoutMessages.title;`;
    expect(inlineMessageDescriptors(typeOnly, () => messages, 'types.ts')).toBe(typeOnly);
  });

  it('reads descriptor objects written with quoted keys, `satisfies` and comments', () => {
    const source = `// Texts.
export const a = {
  'quoted-key': { id: "a.quoted", defaultMessage: 'Quoted' }, // } not the end
  /* title: { id: 'a.comment' }, */
  plain: { defaultMessage: 'No id first', id: 'a.plain' },
} as const satisfies Record<string, { id: string }>;
export const notDescriptors = 1;
const local = { hidden: { id: 'local.hidden' } };
`;
    expect(readDescriptorIds(source)).toEqual(
      new Map([
        [
          'a',
          new Map([
            ['quoted-key', 'a.quoted'],
            ['plain', 'a.plain'],
          ]),
        ],
      ]),
    );
  });

  it('changes nothing without an import from a messages module', () => {
    const code = `import { checkoutMessages } from './elsewhere';\nf(checkoutMessages.title);`;
    expect(inlineMessageDescriptors(code, () => messages, 'Page.tsx')).toBe(code);
  });

  it('reads every descriptor of the app’s messages files', () => {
    const dir = join(import.meta.dirname, '../src/features');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.messages.ts'),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      const objects = readDescriptorIds(source);
      expect(objects.size, file).toBe(source.match(/\bexport const \w+ = \{/g)?.length);
      const ids = [...objects.values()].flatMap((object) => [...object.values()]);
      expect(ids, `${dirname(file)}: every descriptor read`).toHaveLength(source.match(/\bid: '/g)?.length ?? -1);
    }
  });
});
