import { type RefObject, useEffect, useState } from 'react';
import { onFirstInteraction } from './onFirstInteraction';

/**
 * Whether something heavy behind `ref` (a third-party widget) is about to be needed: `true` once the
 * element comes within 300 px of the viewport or the shopper first interacts with the page, so its
 * script stays off the first paint. Without `IntersectionObserver` it is `true` at once.
 */
export function useNeededSoon(ref: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (needed) return undefined;
    const start = () => setNeeded(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '300px' },
    );
    if (ref.current) observer.observe(ref.current);
    const stop = onFirstInteraction(start, { scroll: true });
    return () => {
      observer.disconnect();
      stop();
    };
  }, [needed, ref]);
  return needed;
}
