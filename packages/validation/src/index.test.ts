import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = dirname(fileURLToPath(import.meta.url));

/** Every module specifier reachable from an entry through relative imports of this package. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
      const specifier = match[1] ?? '';
      specifiers.add(specifier);
      if (specifier.startsWith('.')) visit(`${resolve(dirname(file), specifier)}.ts`);
    }
  };
  visit(join(sourceRoot, entry));
  return specifiers;
}

describe('entry points', () => {
  it('keeps libphonenumber-js out of the main entry', () => {
    expect([...importGraph('index.ts')].filter((specifier) => specifier.startsWith('libphonenumber-js'))).toEqual([]);
  });

  it('loads libphonenumber-js with the max metadata in the phone and contact entries', () => {
    expect(importGraph('phone/index.ts')).toContain('libphonenumber-js/max');
    expect(importGraph('contact/index.ts')).toContain('libphonenumber-js/max');
  });
});
