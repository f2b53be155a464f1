const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/** Options of {@link onFirstInteraction}. */
export interface FirstInteractionOptions {
  /** Count scrolling as an interaction. Defaults to `false`. */
  readonly scroll?: boolean;
  /** Count a pointer moving over the page (a mouse: the shopper is there) as one. Defaults to `false`. */
  readonly pointerMove?: boolean;
}

/**
 * Calls `callback` once, on the shopper's first focus, press or key anywhere on the page (and first
 * scroll or pointer move when asked); returns a function that stops listening.
 */
export function onFirstInteraction(
  callback: () => void,
  { scroll = false, pointerMove = false }: FirstInteractionOptions = {},
): () => void {
  const types: readonly string[] = [
    ...INTERACTIONS,
    ...(scroll ? ['scroll'] : []),
    ...(pointerMove ? ['pointermove'] : []),
  ];
  const stop = () => {
    for (const type of types) window.removeEventListener(type, handle, { capture: true });
  };
  const handle = () => {
    stop();
    callback();
  };
  for (const type of types) window.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}
