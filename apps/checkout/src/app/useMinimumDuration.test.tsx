import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumDuration } from './useMinimumDuration';

describe('useMinimumDuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a briefly shown indicator for 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(50));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once when the indicator was shown longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never shows anything when it was never active', () => {
    const { result } = renderHook(() => useMinimumDuration(false));
    expect(result.current).toBe(false);
  });
});
