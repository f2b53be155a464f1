import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server's HTML in `container` with `children` in a transition. React renders a
 * transition in slices of a few milliseconds and yields to the browser between them; a plain
 * `hydrateRoot` renders the page outside its Suspense boundaries in one task, which blocks input for
 * as long (Lighthouse's total blocking time). A press or key on a part not yet hydrated still
 * hydrates that part at once and reaches it (React's selective hydration).
 */
export function hydrateInSlices(container: Element, children: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, children);
  });
}
