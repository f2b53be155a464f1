import { type ComponentType, type ReactElement, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { captureTypedInput } from './captureTypedInput';
import { loadChunk } from './loadChunk';
import { onFirstInteraction } from './onFirstInteraction';
import { sameShown } from './sameShown';
import { useHydrating } from './useHydrating';

/** Every part's loader, for the server, which renders them all as they are (`loadDeferredParts`). */
const loaders = new Set<() => Promise<unknown>>();

/** Loads every part the modules evaluated so far define: the server does before it renders a page. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

let wake: (() => void) | null = null;
let wanted: Promise<void> | null = null;

/**
 * Listens for the shopper: the deferred parts load on their first scroll, focus, press, key or pointer
 * move on the page, or when they leave the tab, or at once when the page is already scrolled or a
 * field focused (they came before the app listened). The browser calls it before it hydrates the
 * server's page; a part calls it too.
 */
export function waitForShopper(): Promise<void> {
  if (wanted) return wanted;
  wanted = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const stop = onFirstInteraction(() => wake?.(), { scroll: true, pointerMove: true });
  // A tab the shopper leaves untouched for another: what its parts do in the background (the pay
  // lock hears the other tab pay) starts then.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') wake?.();
  };
  document.addEventListener('visibilitychange', onHidden);
  void wanted.then(() => {
    stop();
    document.removeEventListener('visibilitychange', onHidden);
  });
  const focused = document.activeElement;
  if (window.scrollY > 0 || (focused !== null && focused !== document.body)) wake?.();
  return wanted;
}

/** Loads and hydrates every deferred part now: the shopper acted on the page before the app could listen. */
export function wakeDeferredParts(): void {
  void waitForShopper();
  wake?.();
}

/** Props of a part's inner component, which renders the loaded component. */
interface LoadedProps<P> {
  readonly props: P;
  /** Waits for the shopper (a hydrating part) rather than load at once (a part the browser renders). */
  readonly waitForShopper: boolean;
}

const nothing = () => {};

/** Calls `onCommit` when the Suspense boundary it is in commits: for a waiting part, once it is hydrated. */
function OnCommit({ onCommit }: { readonly onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A part of a server-rendered page whose code loads and hydrates only once the shopper is there
 * (`waitForShopper`), not with the page. Until then it is the server's HTML, read
 * and seen like the rest; what the shopper ticks or types in it meanwhile is given to it once it is
 * hydrated (`captureTypedInput`). The server renders it as it is (`loadDeferredParts` first), and a
 * part the browser renders itself (a page it draws without the server's HTML) loads at once.
 *
 * While it waits, new callbacks from its parent (a page re-rendering on every key) leave it be; a change
 * in what it shows wakes it (`sameShown`): it hydrates with what the server rendered, then renders what
 * is new. Used for the checkout form's sections below the fold, so the page's first load leaves their
 * code out.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // Why the load failed (not a chunk of an older deployment, which reloads the page, nor offline, which
  // waits): the page's error boundary shows it, on every render, rather than load again and again.
  let failure: { readonly error: unknown } | null = null;
  let woken: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    // In the browser as every on-demand chunk is loaded (`loadChunk`: offline, a new deployment).
    loading ??= (typeof window === 'undefined' ? load() : loadChunk(load)).then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  loaders.add(loadOnce);
  // The shopper is here: the part loads, and what they did in the server's fields meanwhile is noted
  // before React takes those fields over (this runs before React hears that the promise settled).
  const whenWanted = () => {
    woken ??= waitForShopper()
      .then(loadOnce)
      .then((loaded) => {
        captureTypedInput(document, { dehydratedOnly: true }).replay();
        return loaded;
      });
    return woken;
  };

  // Suspends by throwing the promise (Suspense's original contract) rather than with `use`: React
  // replays a render that suspended in `use` and holds it to the same calls and hooks, which a
  // component that renders the loaded part at once the next time does not make.
  function Loaded({ props, waitForShopper }: LoadedProps<P>) {
    if (failure) throw failure.error;
    if (component === null) throw waitForShopper ? whenWanted() : loadOnce();
    const Shown = component;
    return <Shown {...props} />;
  }

  function DeferredPart(props: P) {
    const hydrating = useHydrating();
    // Waiting: hydrating the server's page before the part's code is here. The server has it loaded.
    const [waiting, setWaiting] = useState(() => hydrating && component === null && typeof window !== 'undefined');
    const frozen = useRef<{ props: P; element: ReactElement } | null>(null);
    useEffect(() => {
      if (waiting && frozen.current && !sameShown(frozen.current.props, props)) wakeDeferredParts();
    });
    // One shape on the server, while waiting and after: the ids React gives (`useId`) follow the tree.
    const boundary = (shown: P, onCommit: () => void) => (
      <Suspense fallback={null}>
        <Loaded props={shown} waitForShopper={waiting} />
        <OnCommit onCommit={onCommit} />
      </Suspense>
    );
    if (!waiting) return boundary(props, nothing);
    // The same element on every render while it waits: React leaves a boundary it has not hydrated
    // alone unless its props change, and a change would make it drop the server's HTML.
    frozen.current ??= { props, element: boundary(props, () => setWaiting(false)) };
    return frozen.current.element;
  }
  return DeferredPart;
}
