import { type ReactNode, useDeferredValue } from 'react';
import { useHydrating } from './useHydrating';

/** Props of {@link RenderInSlices}. */
export interface RenderInSlicesProps {
  /** Shown for the first commit, while the children render. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Commits `fallback` first and renders `children` as a deferred render, which React slices into
 * short tasks: a large page's first render then never blocks input for long (Lighthouse's total
 * blocking time), and the fallback (a skeleton) shows meanwhile. The server's render and the
 * hydration of it render `children` at once: the page the server sends is painted, not a skeleton.
 */
export function RenderInSlices({ fallback, children }: RenderInSlicesProps) {
  const ready = useDeferredValue(true, useHydrating());
  return ready ? children : fallback;
}
