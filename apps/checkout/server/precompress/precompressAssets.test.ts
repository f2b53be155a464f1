// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompressAssets';

describe('precompressAssets', () => {
  it('writes brotli and gzip copies of text assets of 1 KiB or more, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkout-precompress-'));
    const script = 'export const checkout = "pay";\n'.repeat(100);
    writeFileSync(join(dir, 'big.js'), script);
    writeFileSync(join(dir, 'small.js'), 'export {};');
    writeFileSync(join(dir, 'big.js.map'), script);
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096));
    expect(await precompressAssets(dir)).toEqual(['big.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString()).toBe(script);
    for (const skipped of ['small.js.br', 'big.js.map.br', 'image.png.br'])
      expect(existsSync(join(dir, skipped))).toBe(false);
  });
});
