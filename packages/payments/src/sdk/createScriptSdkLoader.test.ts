// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptSdkLoader } from './createScriptSdkLoader';

const request = { name: 'stripe', url: 'http://127.0.0.1:4010/sandbox/sdk/stripe.js', globalName: 'Stripe' } as const;
const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals.Stripe;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('createScriptSdkLoader', () => {
  it('adds one script per URL and resolves to the global it defines', async () => {
    const loader = createScriptSdkLoader();
    const first = loader.loadScript(request);
    const second = loader.loadScript(request);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(request.url);
    const stripe = () => 'stripe';
    globals.Stripe = stripe;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(stripe);
    await expect(second).resolves.toBe(stripe);
  });

  it('hands the page’s nonce to the SDK as data-csp-nonce, and none without one', () => {
    void createScriptSdkLoader({ cspNonce: 'N0NCE' }).loadScript(request);
    expect(document.querySelector('script')?.getAttribute('data-csp-nonce')).toBe('N0NCE');
    document.querySelector('script')?.remove();
    void createScriptSdkLoader().loadScript(request);
    expect(document.querySelector('script')?.hasAttribute('data-csp-nonce')).toBe(false);
  });

  it('rejects with sdk_unavailable when the script fails, and tries again next time', async () => {
    const loader = createScriptSdkLoader();
    const failing = loader.loadScript(request);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toMatchObject({ code: 'sdk_unavailable' });
    const retry = loader.loadScript(request);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    globals.Stripe = {};
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toEqual({});
  });

  it('rejects when the script defines no global', async () => {
    const loading = createScriptSdkLoader().loadScript(request);
    document.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toMatchObject({ code: 'sdk_unavailable' });
  });

  it('rejects as cancelled when the caller aborts', async () => {
    const controller = new AbortController();
    const loading = createScriptSdkLoader().loadScript({ ...request, signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toMatchObject({ code: 'cancelled' });
  });
});
