import { describe, expect, it } from 'vitest';
import { createFetchDouble, jsonResponse } from './createFetchDouble';

describe('createFetchDouble', () => {
  it('records method, url, headers and body of every request in order', async () => {
    const double = createFetchDouble(() => jsonResponse({ ok: true }, 201));
    const first = await double.fetch('http://127.0.0.1/a', {
      method: 'POST',
      headers: { 'x-test': '1' },
      body: '{"a":1}',
    });
    await double.fetch('http://127.0.0.1/b');

    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true });
    expect(double.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'http://127.0.0.1/a'],
      ['GET', 'http://127.0.0.1/b'],
    ]);
    expect(double.requests[0]?.headers['x-test']).toBe('1');
    expect(double.requests[0]?.body).toBe('{"a":1}');
    expect(double.requests[1]?.body).toBeUndefined();
  });

  it('rejects with the abort reason when the signal is already aborted', async () => {
    const double = createFetchDouble(() => jsonResponse({}));
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(double.fetch('http://127.0.0.1/', { signal: controller.signal })).rejects.toThrow('stop');
    expect(double.requests).toHaveLength(0);
  });
});
