import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueCores } from './generated/catalogues/catalogueCores';
import { type MessageArea, messageAreaPrefixes, messageAreas } from './generated/catalogues/messageAreas';
import { locales } from './locales';

// The split of every catalogue into its core part and page areas (scripts/compile-messages.mjs).
const messagesDir = join(import.meta.dirname, '..', 'messages');
const idsOf = (locale: string): string[] =>
  Object.keys(JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, unknown>);

/** The part an id belongs to: the first area with a prefix it starts with, else the core. */
const expectedPart = (id: string): 'core' | MessageArea =>
  messageAreas.find((area) => messageAreaPrefixes[area].some((prefix) => id.startsWith(prefix))) ?? 'core';

const partNames = ['core', ...messageAreas] as const;

describe('the page areas', () => {
  it('put the texts no checkout page needs first out of the core part', () => {
    expect(expectedPart('validation.required')).toBe('core');
    expect(expectedPart('checkout.pay')).toBe('core');
    expect(expectedPart('errorPage.cartNotFound')).toBe('core');
    expect(expectedPart('confirmation.title')).toBe('confirmation');
    expect(expectedPart('return.pending')).toBe('confirmation');
    expect(expectedPart('status.orderStatus.cancelled')).toBe('confirmation');
    expect(expectedPart('status.subscriptionStatus.cancelled')).toBe('status');
    expect(expectedPart('update.title')).toBe('update');
    expect(expectedPart('cartCreate.creating')).toBe('cartCreate');
    expect(expectedPart('system.test.title')).toBe('system');
  });

  it('each hold some ids of en', () => {
    const counts = Object.fromEntries(partNames.map((part) => [part, 0]));
    for (const id of idsOf('en')) counts[expectedPart(id)] = (counts[expectedPart(id)] ?? 0) + 1;
    for (const part of partNames) expect(counts[part], part).toBeGreaterThan(0);
  });
});

describe.each(locales)('the %s catalogue, split', (locale) => {
  it('has a core module that loads each area', async () => {
    const core = await catalogueCores[locale]();
    expect(Object.keys(core.areas).sort()).toEqual([...messageAreas].sort());
  });

  it('holds in each part exactly the ids of that part, every id once, together the whole catalogue', async () => {
    const ids = idsOf(locale);
    const core = await catalogueCores[locale]();
    const parts: [string, object][] = [['core', core.messages]];
    for (const area of messageAreas) parts.push([area, (await core.areas[area]()).messages]);
    const seen: string[] = [];
    for (const [part, messages] of parts) {
      const held = Object.keys(messages);
      expect(held.sort(), `${locale}.${part}`).toEqual(ids.filter((id) => expectedPart(id) === part).sort());
      seen.push(...held);
    }
    expect(seen.sort()).toEqual([...ids].sort());
  });
});
