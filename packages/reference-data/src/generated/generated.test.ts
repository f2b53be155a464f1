import { describe, expect, it } from 'vitest';
import { generateFiles, readCommitted } from '../../scripts/generate';

describe('generated modules', () => {
  const files = [...generateFiles()];

  it('covers the countries, 30 name languages, regions, dial codes, currencies and ZIP tables', () => {
    expect(files.map(([path]) => path).filter((path) => path.startsWith('src/generated/names/'))).toHaveLength(30);
    expect(files).toHaveLength(37);
  });

  it.each(files)('%s is what the generator writes from the pinned sources', (path, content) => {
    expect(readCommitted(path), `run \`pnpm generate\` to refresh ${path}`).toBe(content);
  });
});
