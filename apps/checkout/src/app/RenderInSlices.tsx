import { type ReactNode, useDeferredValue } from 'react';

/** Props of {@link RenderInSlices}. */
export interface RenderInSlicesProps {
  /** Shown for the first commit, while the children render. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Commits `fallback` first and renders `children` as a deferred render, which React slices into
 * short tasks: a large page's first render then never blocks input for long (Lighthouse's total
 * blocking time), and the fallback (a skeleton) shows meanwhile.
 */
export function RenderInSlices({ fallback, children }: RenderInSlicesProps) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
