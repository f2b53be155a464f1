import { describe, expect, it } from 'vitest';
import { limitPlatformReads } from './limitPlatformReads';

const never: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('limitPlatformReads', () => {
  it('passes a read that answers in time on, with the extra headers', async () => {
    let seen: Headers | undefined;
    const reads = limitPlatformReads(
      async (_input, init) => {
        seen = new Headers(init?.headers);
        return new Response('{}');
      },
      1000,
      { 'x-sandbox-fault': 'latency' },
    );
    expect((await reads.fetch('http://platform/cart', { headers: { accept: 'application/json' } })).status).toBe(200);
    expect(seen?.get('x-sandbox-fault')).toBe('latency');
    expect(seen?.get('accept')).toBe('application/json');
    expect(reads.late()).toBe(false);
  });

  it('cuts off a read at the deadline and marks the render late', async () => {
    const reads = limitPlatformReads(never, 5);
    await expect(reads.fetch('http://platform/cart')).rejects.toThrow();
    expect(reads.late()).toBe(true);
  });

  it('refuses a read started after the deadline', async () => {
    let time = 0;
    const reads = limitPlatformReads(
      async () => new Response('{}'),
      10,
      {},
      () => time,
    );
    time = 11;
    await expect(reads.fetch('http://platform/cart')).rejects.toThrow('long enough');
    expect(reads.late()).toBe(true);
  });

  it('does not call a failing platform late', async () => {
    const reads = limitPlatformReads(async () => {
      throw new TypeError('connection refused');
    }, 1000);
    await expect(reads.fetch('http://platform/cart')).rejects.toThrow('connection refused');
    expect(reads.late()).toBe(false);
  });
});
