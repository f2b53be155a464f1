import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { ProgressBar } from './ProgressBar';
import { PROGRESS_BAR_TIMINGS, type ProgressStatus } from './useProgressBarState';

const bar = () => screen.queryByRole('progressbar');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderBar = (status: ProgressStatus) => {
    const view = render(<ProgressBar status={status} label="Loading page" data-testid="progress" />);
    return (next: ProgressStatus) =>
      view.rerender(<ProgressBar status={next} label="Loading page" data-testid="progress" />);
  };

  it('uses the timings of the spec', () => {
    expect(PROGRESS_BAR_TIMINGS).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it('stays hidden for a load shorter than the 200 ms throttle', () => {
    const update = renderBar('loading');
    advance(199);
    expect(bar()).toBeNull();
    update('done');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms, finishes, and hides 500 ms after finishing', () => {
    const update = renderBar('loading');
    advance(200);
    expect(bar()?.dataset.state).toBe('shown');
    expect(bar()?.style.getPropertyValue('--ck-progress-duration')).toBe('5000ms');
    update('done');
    expect(bar()?.dataset.state).toBe('finished');
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    advance(499);
    expect(bar()?.dataset.state).toBe('finished');
    advance(1);
    expect(bar()).toBeNull();
  });

  it('shows the failed state and hides 500 ms later', () => {
    const update = renderBar('loading');
    advance(250);
    update('failed');
    expect(bar()?.dataset.state).toBe('failed');
    advance(500);
    expect(bar()).toBeNull();
  });

  it('restarts the throttle when a new load starts while finishing', () => {
    const update = renderBar('loading');
    advance(300);
    update('done');
    advance(100);
    update('loading');
    advance(199);
    expect(bar()?.dataset.state).toBe('finished');
    advance(1);
    expect(bar()?.dataset.state).toBe('shown');
  });

  it('hides at once when the status returns to idle', () => {
    const update = renderBar('loading');
    advance(300);
    update('idle');
    expect(bar()).toBeNull();
  });

  it('has no axe violations while shown', async () => {
    renderBar('loading');
    advance(200);
    vi.useRealTimers();
    await expectNoAxeViolations(screen.getByTestId('progress').parentElement ?? document.body);
  });
});
