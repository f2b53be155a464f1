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
    const out = inlineMessageDescriptors(code, () => messages);
    expect(out).toContain('intl.formatMessage({ id: "checkout.title" })');
    expect(out).toContain('intl.formatMessage({ id: "checkout.address.searchHint" }, { n: 1 })');
    expect(out).not.toMatch(/checkoutMessages\.\w/);
  });

  it('follows a renamed import and leaves other uses, unknown keys and look-alike names alone', () => {
    const code = `import { checkoutMessages as m } from '../checkout/checkout.messages';
f(m.title, m.missing, m, m.title.id, other.m.title, mm.title);`;
    const specifiers: string[] = [];
    const out = inlineMessageDescriptors(code, (specifier) => {
      specifiers.push(specifier);
      return messages;
    });
    expect(specifiers).toEqual(['../checkout/checkout.messages']);
    expect(out).toContain('f({ id: "checkout.title" }, m.missing, m, m.title.id, other.m.title, mm.title);');
  });

  it('changes nothing without an import from a messages module', () => {
    const code = `import { checkoutMessages } from './elsewhere';\nf(checkoutMessages.title);`;
    expect(inlineMessageDescriptors(code, () => messages)).toBe(code);
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
