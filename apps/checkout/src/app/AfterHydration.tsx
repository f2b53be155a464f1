import { type ReactNode, useEffect, useRef } from 'react';

/** Props of {@link AfterHydration}. */
export interface AfterHydrationProps {
  /** Runs once, after the first commit of the tree (for a hydrating root: once it is hydrated). */
  readonly onHydrated: () => void;
  readonly children: ReactNode;
}

/** Renders `children` and calls `onHydrated` once after their first commit: a parent's effect runs after its children's. */
export function AfterHydration({ onHydrated, children }: AfterHydrationProps) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onHydrated();
  }, [onHydrated]);
  return children;
}
