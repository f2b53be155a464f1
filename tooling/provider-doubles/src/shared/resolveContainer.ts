/** The element a widget mounts into: the element itself, or the first match of a selector; `null` when there is none. */
export function resolveContainer(doc: Document, target: string | Element | null | undefined): HTMLElement | null {
  if (target === null || target === undefined) return null;
  const element = typeof target === 'string' ? doc.querySelector(target) : target;
  return element && 'appendChild' in element ? (element as HTMLElement) : null;
}
