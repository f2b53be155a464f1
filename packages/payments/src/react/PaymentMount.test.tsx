// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../PaymentError';
import { createFakeAdapter } from '../testing/createFakeAdapter';
import { PaymentMount } from './PaymentMount';

afterEach(cleanup);

/** An adapter whose mount puts a widget into the element, counting creations like Adyen's Drop-in. */
function widgetAdapter() {
  const adapter = createFakeAdapter('adyen');
  const unmounts = vi.fn();
  adapter.mount.mockImplementation((element, callbacks) => {
    const widget = element.ownerDocument.createElement('div');
    widget.dataset.testid = 'widget';
    element.append(widget);
    callbacks?.onReady?.();
    return Promise.resolve({
      unmount: () => {
        unmounts();
        widget.remove();
      },
    });
  });
  return { adapter, unmounts };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('PaymentMount', () => {
  it('loads and mounts the widget once under StrictMode and reports readiness', async () => {
    const { adapter } = widgetAdapter();
    const onReady = vi.fn();
    const { container } = render(
      <StrictMode>
        <PaymentMount adapter={adapter} amount={{ amount: 100, currency: 'EUR' }} onReady={onReady} />
      </StrictMode>,
    );
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    await flush();
    expect(adapter.load).toHaveBeenCalledTimes(1);
    expect(adapter.load).toHaveBeenCalledWith({ flow: 'checkout', amount: { amount: 100, currency: 'EUR' } });
    expect(adapter.mount).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-testid="widget"]')).toHaveLength(1);
    expect(onReady).toHaveBeenCalled();
  });

  it('unmounts the widget when the component leaves', async () => {
    const { adapter, unmounts } = widgetAdapter();
    const { container, unmount } = render(
      <StrictMode>
        <PaymentMount adapter={adapter} />
      </StrictMode>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="widget"]')).not.toBeNull());
    unmount();
    await flush();
    expect(unmounts).toHaveBeenCalledTimes(1);
  });

  it('swaps widgets when the shopper picks another provider', async () => {
    const first = widgetAdapter();
    const second = widgetAdapter();
    const { container, rerender } = render(<PaymentMount adapter={first.adapter} />);
    await waitFor(() => expect(first.adapter.mount).toHaveBeenCalledTimes(1));
    rerender(<PaymentMount adapter={second.adapter} />);
    await waitFor(() => expect(second.adapter.mount).toHaveBeenCalledTimes(1));
    await flush();
    expect(first.unmounts).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-testid="widget"]')).toHaveLength(1);
  });

  it('reports a load failure as a typed error and never pays', async () => {
    const { adapter } = widgetAdapter();
    adapter.load.mockImplementation(() =>
      Promise.reject(new PaymentError('sdk_unavailable', 'The adyen SDK could not be loaded (network).')),
    );
    const onError = vi.fn();
    const { container } = render(<PaymentMount adapter={adapter} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'sdk_unavailable' })));
    expect(container.querySelector('[data-state="error"]')).not.toBeNull();
    expect(adapter.mount).not.toHaveBeenCalled();
    expect(adapter.pay).not.toHaveBeenCalled();
  });

  it('does not mount when it leaves before the SDK has loaded', async () => {
    const { adapter } = widgetAdapter();
    let finishLoad = () => {};
    adapter.load.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishLoad = resolve;
        }),
    );
    const { unmount } = render(<PaymentMount adapter={adapter} />);
    unmount();
    await flush();
    finishLoad();
    await flush();
    expect(adapter.mount).not.toHaveBeenCalled();
  });
});
