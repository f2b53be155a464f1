import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotCheck, type BotCheckProps } from './BotCheck';
import type { BotCheckConfig } from './botCheckConfig';

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

function renderCheck(config: BotCheckConfig, props: Omit<BotCheckProps, 'config'>) {
  const view = (next: BotCheckConfig) => (
    <CheckoutIntlProvider locale="en">
      <BotCheck config={next} {...props} />
    </CheckoutIntlProvider>
  );
  const result = render(view(config));
  return (next: BotCheckConfig) => result.rerender(view(next));
}

const config: BotCheckConfig = { siteKey: 'site-key', version: '2', scriptUrl: '/recaptcha.js' };

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    await vi.waitFor(() => expect(drawn.count).toBe(2));
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
});
