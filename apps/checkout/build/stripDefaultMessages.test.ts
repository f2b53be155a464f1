// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './stripDefaultMessages';

describe('stripDefaultMessages', () => {
  it('drops the English defaults of one-line and wrapped descriptors, keeping their ids', () => {
    const source = `export const m = {
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  hint: {
    id: 'checkout.hint',
    defaultMessage:
      'Start typing, or fill in the fields "below".',
  },
  quote: { id: 'q', defaultMessage: "It's {n, plural, one {# day} other {# days}}" },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;`;
    const stripped = stripDefaultMessages(source);
    expect(stripped).not.toMatch(/Checkout'|Start typing|It's/);
    expect(stripped).toContain("title: { id: 'checkout.title' }");
    expect(stripped).toContain("id: 'checkout.hint'");
    expect(stripped).toContain("quote: { id: 'q' }");
    expect(stripped).toContain('readonly defaultMessage: string');
  });

  it('leaves every id of the checkout’s descriptors and no default', () => {
    const file = join(import.meta.dirname, '../src/features/checkout/checkout.messages.ts');
    const source = readFileSync(file, 'utf8');
    const stripped = stripDefaultMessages(source);
    expect(stripped.match(/\bid: '/g)).toHaveLength(source.match(/\bid: '/g)?.length ?? -1);
    expect(stripped).not.toMatch(/defaultMessage:\s*['"`]/);
  });
});
