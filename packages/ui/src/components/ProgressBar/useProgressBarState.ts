import { useEffect, useRef, useState } from 'react';

/** The page-load progress bar's timings (spec §9). */
export const PROGRESS_BAR_TIMINGS = {
  /** A load shorter than this never shows the bar. */
  throttleMs: 200,
  /** Time the bar takes to crawl towards the end while loading. */
  durationMs: 5000,
  /** How long a finished or failed bar stays before hiding. */
  hideDelayMs: 500,
} as const;

/** What drives the bar: the host's navigation or fetch status. */
export type ProgressStatus = 'idle' | 'loading' | 'done' | 'failed';

/** What the bar shows (spec §4): hidden, then shown, then finished or failed, then hidden again. */
export type ProgressBarState = 'hidden' | 'shown' | 'finished' | 'failed';

/** Turns a load status into the bar's visible state with the start throttle and the hide delay of spec §9. */
export function useProgressBarState(status: ProgressStatus, timings = PROGRESS_BAR_TIMINGS): ProgressBarState {
  const [state, setState] = useState<ProgressBarState>('hidden');
  const shown = useRef(false);

  useEffect(() => {
    if (status === 'loading') {
      const timer = setTimeout(() => {
        shown.current = true;
        setState('shown');
      }, timings.throttleMs);
      return () => clearTimeout(timer);
    }
    if ((status === 'done' || status === 'failed') && shown.current) {
      setState(status === 'done' ? 'finished' : 'failed');
      const timer = setTimeout(() => {
        shown.current = false;
        setState('hidden');
      }, timings.hideDelayMs);
      return () => clearTimeout(timer);
    }
    shown.current = false;
    setState('hidden');
    return undefined;
  }, [status, timings]);

  return state;
}
