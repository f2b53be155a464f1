import { checkContact } from '@checkout/checkout-core/contact';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from '../../app/chunkReload';
import { loadContactValidator } from './loadContactValidator';
import { useContactValidator } from './useContactValidator';

vi.mock('./loadContactValidator', () => ({ loadContactValidator: vi.fn() }));
vi.mock('../../app/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/chunkReload')>()),
  reloadOnceForChunkError: vi.fn(() => true),
}));
const load = vi.mocked(loadContactValidator);

const reporter = vi.hoisted(() => ({ report: vi.fn() }));
vi.mock('../../app/useServices', () => ({ useServices: () => ({ reporter }) }));

describe('useContactValidator', () => {
  it('loads nothing until the shopper interacts, then provides the validator', async () => {
    load.mockReset().mockResolvedValue(checkContact);
    const { result } = renderHook(() => useContactValidator(false));
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await waitFor(() => expect(result.current).toBe(checkContact));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once for a restored form', async () => {
    load.mockReset().mockResolvedValue(checkContact);
    const { result } = renderHook(() => useContactValidator(true));
    await waitFor(() => expect(result.current).toBe(checkContact));
  });

  it('reports a failed load and tries again on the next interaction', async () => {
    load.mockReset().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(checkContact);
    const { result } = renderHook(() => useContactValidator(true));
    await waitFor(() => expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'contact validator'));
    expect(result.current).toBeNull();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });
    await waitFor(() => expect(result.current).toBe(checkContact));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page once when its code chunk is gone, instead of retrying', async () => {
    reporter.report.mockClear();
    load
      .mockReset()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/contact-1.js'));
    const { result } = renderHook(() => useContactValidator(true));
    await waitFor(() => expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1));
    expect(reporter.report).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('loads again once online when its chunk fails offline, neither reloading nor reporting', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reporter.report.mockClear();
    vi.mocked(reloadOnceForChunkError).mockClear();
    load
      .mockReset()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/contact-1.js'))
      .mockResolvedValue(checkContact);
    const { result } = renderHook(() => useContactValidator(true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toBe(checkContact));
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
