import type { BotCheckConfig } from '@checkout/checkout-core';
import type { Locale } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotCheck, type BotCheckProps, V3_TOKEN_LIFETIME_MS } from './BotCheck';

/** jsdom fetches no scripts: the widget script counts as loaded as soon as it is added to the page. */
const scriptsLoad = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
});
scriptsLoad.observe(document.head, { childList: true });

/** A checkbox widget standing in for the script's `grecaptcha`; counts how often it is drawn. */
function installWidget() {
  const drawn = { count: 0 };
  vi.stubGlobal('grecaptcha', {
    ready: (callback: () => void) => callback(),
    render: (element: HTMLElement, parameters: { callback: (token: string) => void }) => {
      drawn.count += 1;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => parameters.callback(`token-${drawn.count}`));
      label.append(box, "I'm not a robot");
      element.append(label);
      return drawn.count;
    },
    execute: () => undefined,
    reset: () => undefined,
  });
  return drawn;
}

/** An invisible widget (v2 invisible and v3) standing in for the script's `grecaptcha`; records the calls. */
function installInvisibleWidget() {
  const calls: unknown[][] = [];
  let issued = 0;
  let callback: (token: string) => void = () => undefined;
  vi.stubGlobal('grecaptcha', {
    ready: (done: () => void) => done(),
    render: (_element: HTMLElement, parameters: Record<string, unknown>) => {
      calls.push(['render', parameters.size, parameters.badge]);
      callback = parameters.callback as (token: string) => void;
      return 7;
    },
    execute: (target: string | number, options?: { action: string }) => {
      calls.push(['execute', target, options?.action]);
      issued += 1;
      if (typeof target === 'number') {
        callback(`invisible-${issued}`);
        return Promise.resolve(undefined);
      }
      return Promise.resolve(`v3-${issued}`);
    },
    reset: (widgetId: number) => calls.push(['reset', widgetId]),
  });
  return calls;
}

type CheckProps = Omit<BotCheckProps, 'config' | 'wanted'>;

function renderCheck(config: BotCheckConfig, props: CheckProps, wanted = false, locale: Locale = 'en') {
  const view = (next: BotCheckConfig, nextWanted: boolean) => (
    <CheckoutIntlProvider locale={locale}>
      <BotCheck config={next} wanted={nextWanted} {...props} />
    </CheckoutIntlProvider>
  );
  const result = render(view(config, wanted));
  return (next: BotCheckConfig, nextWanted = wanted) => result.rerender(view(next, nextWanted));
}

const config: BotCheckConfig = { siteKey: 'site-key', version: '2', scriptUrl: '/recaptcha.js' };

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BotCheck', () => {
  it('keeps the widget and its pending answer when the form renders again with an equal configuration', async () => {
    const drawn = installWidget();
    let answer: (passed: boolean) => void = () => undefined;
    const verify = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const onToken = vi.fn();
    const rerender = renderCheck(config, { verify, onToken, onError: vi.fn() });
    await userEvent.click(await screen.findByLabelText("I'm not a robot"));
    expect(verify).toHaveBeenCalledWith('token-1');

    // The form renders again (a field changed, a chunk arrived) with a new but equal configuration.
    rerender({ ...config });
    await act(async () => answer(false));

    expect(drawn.count).toBe(1);
    expect((await screen.findByTestId('bot-check-error')).textContent).toContain(
      'We could not verify that you are not a robot',
    );
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('passes a verified token on and says so', async () => {
    installWidget();
    const onToken = vi.fn();
    renderCheck(config, { verify: () => Promise.resolve(true), onToken, onError: vi.fn() });
    await userEvent.click(await screen.findByLabelText("I'm not a robot"));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    expect(screen.getByTestId('bot-check').getAttribute('data-state')).toBe('verified');
  });

  it('draws the widget again when the site key changes', async () => {
    const drawn = installWidget();
    const rerender = renderCheck(config, { verify: () => Promise.resolve(true), onToken: vi.fn(), onError: vi.fn() });
    await screen.findByLabelText("I'm not a robot");
    rerender({ ...config, siteKey: 'other-key' });
    await expect.poll(() => drawn.count).toBe(2);
    expect(screen.getAllByLabelText("I'm not a robot")).toHaveLength(1);
  });

  it('says "No key provided" without loading anything when the site key is missing', async () => {
    const drawn = installWidget();
    const onError = vi.fn();
    renderCheck({ ...config, siteKey: null }, { verify: vi.fn(), onToken: vi.fn(), onError });
    expect((await screen.findByTestId('bot-check-error')).textContent).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    expect(drawn.count).toBe(0);
  });

  it('asks Google for the page language by its own code (Norwegian is "no", not Intl\'s "nb")', async () => {
    const drawn = installWidget();
    renderCheck(
      { ...config, scriptUrl: '/recaptcha-no.js' },
      { verify: vi.fn(), onToken: vi.fn(), onError: vi.fn() },
      false,
      'no',
    );
    await expect.poll(() => drawn.count).toBe(1);
    expect(document.head.querySelector('script[src*="recaptcha-no.js"]')?.getAttribute('src')).toMatch(
      /[?&]hl=no(&|$)/,
    );
  });

  it('runs v3 with the "checkout" action only once the shopper is about to pay, and again when the token is two minutes old', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = installInvisibleWidget();
    const verify = vi.fn(() => Promise.resolve(true));
    const onToken = vi.fn();
    const v3 = { ...config, version: '3' };
    const rerender = renderCheck(v3, { verify, onToken, onError: vi.fn() });
    expect(await screen.findByText(/runs by itself once the rest of the form is complete/)).toBeTruthy();
    // The badge Google shows for v3 speaks the page's language only when the script is asked for it.
    await expect
      .poll(() => document.head.querySelector('script[src*="recaptcha.js"][src*="render=site-key"][src*="hl=en"]'))
      .not.toBeNull();
    expect(calls).toEqual([]);

    rerender(v3, true);
    await expect.poll(() => onToken).toHaveBeenLastCalledWith('v3-1');
    expect(calls).toEqual([['execute', 'site-key', 'checkout']]);
    expect(verify).toHaveBeenCalledWith('v3-1');

    // Shortly before Google's two minutes run out, the token is dropped and a fresh one fetched. The
    // countdown starts once the verified state is committed, which comes after the token is passed on:
    // moving the clock before it has started was the race that failed this test on a busy machine.
    await expect.poll(() => screen.getByTestId('bot-check').dataset.state).toBe('verified');
    await expect.poll(() => vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(V3_TOKEN_LIFETIME_MS));
    await expect.poll(() => onToken).toHaveBeenLastCalledWith('v3-2');
    expect(onToken.mock.calls.map(([token]) => token)).toEqual(['v3-1', null, 'v3-2']);
  });

  it('runs v2 invisible (badge inline) when about to pay, and lets the shopper run it again after a refusal', async () => {
    const calls = installInvisibleWidget();
    const verify = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const onToken = vi.fn();
    renderCheck({ ...config, version: '2-invisible' }, { verify, onToken, onError: vi.fn() }, true);
    const retry = await screen.findByRole('button', { name: 'Run the security check again' });
    expect(screen.getByTestId('bot-check-error').textContent).toContain('We could not verify that you are not a robot');
    expect(calls).toEqual([
      ['render', 'invisible', 'inline'],
      ['reset', 7],
      ['execute', 7, undefined],
    ]);
    expect(onToken).toHaveBeenLastCalledWith(null);

    await userEvent.click(retry);
    await expect.poll(() => onToken).toHaveBeenLastCalledWith('invisible-2');
    expect(screen.getByTestId('bot-check').getAttribute('data-state')).toBe('verified');
    expect(screen.queryByRole('button', { name: 'Run the security check again' })).toBeNull();
  });
});
