import { describe, expect, it } from 'vitest';
import { countPlatformReads } from './countPlatformReads';
import type { PlatformRead } from './RenderedPage';

describe('countPlatformReads', () => {
  it('tells each read by call and status, a failed one as timeout or error', async () => {
    const reads: PlatformRead[] = [];
    const send = countPlatformReads(
      async (input) => {
        const url = String(input);
        if (url.endsWith('/locale')) throw new DOMException('late', 'TimeoutError');
        if (url.endsWith('/theme')) throw new TypeError('fetch failed');
        return new Response('{}', { status: url.includes('/cart/') ? 200 : 503 });
      },
      (read) => reads.push(read),
    );
    await send('https://api.example/api/k/cart/c');
    await send('https://api.example/api/k/styling');
    await expect(send('https://api.example/api/k/locale')).rejects.toThrow();
    await expect(send('https://api.example/api/k/theme')).rejects.toThrow();
    expect(reads).toEqual([
      { call: 'getCart', status: '200' },
      { call: 'getStyling', status: '503' },
      { call: 'getLocale', status: 'timeout' },
      { call: 'getTheme', status: 'error' },
    ]);
  });
});
