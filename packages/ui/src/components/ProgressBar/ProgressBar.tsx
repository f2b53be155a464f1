import type { CSSProperties } from 'react';
import { PROGRESS_BAR_TIMINGS, type ProgressStatus, useProgressBarState } from './useProgressBarState';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The load status that drives the bar. */
  status: ProgressStatus;
  /** Accessible name of the bar (e.g. "Loading page"). */
  label: string;
  /** Timings. Defaults to `PROGRESS_BAR_TIMINGS` (200 ms throttle, 5000 ms duration, 500 ms hide delay). */
  timings?: typeof PROGRESS_BAR_TIMINGS;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * The 2px page-load bar at the top of the viewport: appears only for loads longer than 200 ms, crawls over 5000 ms
 * with a CSS transition (none under reduced motion), fills on finish or turns error-coloured on failure, hides 500 ms later.
 */
export function ProgressBar({
  status,
  label,
  timings = PROGRESS_BAR_TIMINGS,
  'data-testid': testId,
}: ProgressBarProps) {
  const state = useProgressBarState(status, timings);
  if (state === 'hidden') return null;
  return (
    <div
      className="ck-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state === 'shown' ? undefined : 100}
      data-state={state}
      data-testid={testId}
      style={{ '--ck-progress-duration': `${timings.durationMs}ms` } as CSSProperties}
    >
      <div className="ck-progress__bar" />
    </div>
  );
}
