// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRI_MANIFEST_FILE, writeSriManifest } from './sriManifest';

describe('writeSriManifest', () => {
  it('writes the sha384 of every emitted file by its URL path, and none of the precompressed copies or maps', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'checkout-sri-'));
    mkdirSync(join(outDir, 'assets'));
    const files = { 'main-abc.js': 'console.log(1)', 'main-abc.css': '#root{}', 'font-x.woff2': 'font' };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(outDir, 'assets', name), body);
    for (const name of ['main-abc.js.br', 'main-abc.js.gz', 'main-abc.js.map']) {
      writeFileSync(join(outDir, 'assets', name), 'copy');
    }
    const manifest = await writeSriManifest(outDir);
    const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
    expect(manifest).toEqual({
      '/assets/font-x.woff2': sri('font'),
      '/assets/main-abc.css': sri('#root{}'),
      '/assets/main-abc.js': sri('console.log(1)'),
    });
    expect(JSON.parse(readFileSync(join(outDir, SRI_MANIFEST_FILE), 'utf8'))).toEqual(manifest);
  });
});
