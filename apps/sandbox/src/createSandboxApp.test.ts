import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './createSandboxApp';

describe('sandbox app', () => {
  it('answers the health check', async () => {
    const response = await createSandboxApp().request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('allows loopback browser origins and no others', async () => {
    const app = createSandboxApp();
    const local = await app.request('/health', { headers: { origin: 'http://127.0.0.1:4000' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4000');
    const foreign = await app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const response = await createSandboxApp().request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, message: 'This page could not be found' });
  });
});
