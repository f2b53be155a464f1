import { useEffect, useRef, useState } from 'react';

/** How long a loading indicator stays once shown, so fast fetches do not flicker (spec §9). */
export const MINIMUM_LOADING_MS = 200;

/** Follows `active`, but once it turned `true` keeps returning `true` for at least `minimumMs`. */
export function useMinimumDuration(active: boolean, minimumMs: number = MINIMUM_LOADING_MS): boolean {
  const [shown, setShown] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      shownAt.current = Date.now();
      setShown(true);
      return undefined;
    }
    const since = shownAt.current;
    if (since === null) return undefined;
    const remaining = minimumMs - (Date.now() - since);
    if (remaining <= 0) {
      shownAt.current = null;
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      shownAt.current = null;
      setShown(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return active || shown;
}
