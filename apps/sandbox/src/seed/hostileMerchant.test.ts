import { StylingSchema, ThemeOverrideSchema, WireLocaleOverrideSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, readEnvelope, type TestSandbox } from '../testing/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ publicUrl: 'http://127.0.0.1:4999' });
});
afterAll(() => sandbox.close());

const data = async (path: string) => (await readEnvelope<unknown>(await sandbox.send('GET', path))).data;

describe('the demo-hostile merchant', () => {
  it('serves its hostile overrides in the shapes the checkout reads, so they reach the page', async () => {
    const styling = v.parse(StylingSchema, await data('/api/demo-hostile/styling'));
    expect(styling.global?.primary).toContain('</style><script>');
    expect(v.parse(WireLocaleOverrideSchema, await data('/api/demo-hostile/locale')).messages?.en).toHaveProperty(
      'checkout.pay',
      expect.stringContaining('<img src=x onerror='),
    );
    expect(v.parse(ThemeOverrideSchema, await data('/api/demo-hostile/theme')).theme.light).toHaveProperty(
      'primary',
      'url(https://evil.example/t)',
    );
  });

  it('lists off-list, http and approved scripts, the sandbox ones on its public origin', async () => {
    const styling = v.parse(StylingSchema, await data('/api/demo-hostile/styling'));
    const sources = styling.scripts?.global.map((script) => script.src) ?? [];
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://evil.example/x.js',
        'http://evil.example/x.js',
        'http://127.0.0.1:4999/sandbox/merchant/widget.js',
      ]),
    );
    expect(sources.some((src) => src.startsWith('sandbox:'))).toBe(false);
  });

  it('has a cart the checkout can open, listed among the scenarios', async () => {
    expect((await sandbox.send('GET', '/api/demo-hostile/cart/cart-hostile')).status).toBe(200);
    expect(await data('/sandbox/scenarios')).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/en/demo-hostile/cart-hostile' })]),
    );
  });
});
