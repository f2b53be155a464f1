import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { faultInjection } from './faultInjection';
import { faultMatchesPath, parseFault } from './parseFault';

function appWith(drop = vi.fn()) {
  const app = new Hono();
  app.use('*', faultInjection(drop));
  app.get('/api/:key/cart/:id', (c) => c.json({ status: true, data: { id: c.req.param('id') } }));
  return { app, drop };
}

describe('parseFault', () => {
  it('reads latency, status, message, malformed, drop and path', () => {
    expect(parseFault('latency=3000&status=503&message=Down%20for%20maintenance&path=/api/*/cart/*')).toEqual({
      latencyMs: 3000,
      status: 503,
      message: 'Down for maintenance',
      path: '/api/*/cart/*',
    });
    expect(parseFault('malformed')).toEqual({ malformed: true });
    expect(parseFault('drop')).toEqual({ drop: true });
    expect(parseFault('lose-answer')).toEqual({ loseAnswer: true });
    expect(parseFault('crash=after-charge')).toEqual({ crash: 'after-charge' });
    expect(parseFault('crash=anywhere')).toBeNull();
  });

  it('ignores what it does not understand and caps latency', () => {
    expect(parseFault('status=200')).toBeNull();
    expect(parseFault('latency=-5&nonsense=1')).toBeNull();
    expect(parseFault('path=/only')).toBeNull();
    expect(parseFault('latency=999999')).toEqual({ latencyMs: 60_000 });
    expect(parseFault('')).toBeNull();
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.string(), (value) => void parseFault(value)));
  });
});

describe('faultMatchesPath', () => {
  it('matches one segment per star, nothing more', () => {
    const fault = { status: 500, path: '/api/*/order-create' };
    expect(faultMatchesPath(fault, '/api/demo/order-create')).toBe(true);
    expect(faultMatchesPath(fault, '/api/demo/x/order-create')).toBe(false);
    expect(faultMatchesPath({ status: 500 }, '/anything')).toBe(true);
  });
});

describe('faultInjection', () => {
  it('passes requests through when no fault is asked for', async () => {
    const response = await appWith().app.request('/api/k/cart/c1');
    expect(await response.json()).toEqual({ status: true, data: { id: 'c1' } });
  });

  it('answers a 503 with the server message from the header', async () => {
    const response = await appWith().app.request('/api/k/cart/c1', {
      headers: { 'x-sandbox-fault': 'status=503&message=Back%20soon' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: false, message: 'Back soon' });
  });

  it('reads the fault from the cookie and honours its path scope', async () => {
    const { app } = appWith();
    const headers = { cookie: 'sandbox_fault=status%3D500%26path%3D%2Fapi%2F*%2Fcart%2Fother' };
    expect((await app.request('/api/k/cart/c1', { headers })).status).toBe(200);
    expect((await app.request('/api/k/cart/other', { headers })).status).toBe(500);
  });

  it('answers a truncated JSON body for malformed', async () => {
    const response = await appWith().app.request('/api/k/cart/c1', { headers: { 'x-sandbox-fault': 'malformed' } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    const { app, drop } = appWith();
    await app.request('/api/k/cart/c1', { headers: { 'x-sandbox-fault': 'drop' } });
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it('does the work, then loses the answer', async () => {
    const { app, drop } = appWith();
    const handled = vi.fn();
    app.post('/api/k/work', (c) => {
      handled();
      return c.json({ status: true });
    });
    const response = await app.request('/api/k/work', {
      method: 'POST',
      headers: { 'x-sandbox-fault': 'lose-answer' },
    });
    expect(handled).toHaveBeenCalledTimes(1);
    expect(drop).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(499);
  });

  it('delays the answer by the asked latency', async () => {
    vi.useFakeTimers();
    try {
      const pending = Promise.resolve(
        appWith().app.request('/api/k/cart/c1', { headers: { 'x-sandbox-fault': 'latency=3000' } }),
      );
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
