import { type ReactNode, Suspense } from 'react';

/** Props of {@link HydrateApart}. */
export interface HydrateApartProps {
  readonly children: ReactNode;
}

/**
 * A part of a server-rendered page that the browser hydrates on its own: a Suspense boundary, which
 * React hydrates after the rest of the page, yielding to the browser between slices of work, so taking
 * over the page is not one long task (the blocking time of a big form). Nothing inside suspends, so it
 * renders its children as they are, on the server and in the browser alike.
 */
export function HydrateApart({ children }: HydrateApartProps) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
