/** Pushes one event onto GTM's `window.dataLayer`, creating the array when GTM has not loaded (yet). */
export function pushGtmEvent(event: Readonly<Record<string, unknown>>, target: Window = window): void {
  const existing: unknown = Reflect.get(target, 'dataLayer');
  const layer: unknown[] = Array.isArray(existing) ? existing : [];
  if (!Array.isArray(existing)) Reflect.set(target, 'dataLayer', layer);
  layer.push(event);
}
