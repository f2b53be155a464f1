/** One event of a DevTools protocol log as Lighthouse saves it (`defaultPass.devtoolslog.json`). */
export interface DevtoolsEvent {
  readonly method: string;
  readonly params: Record<string, unknown>;
}

/** What to change in a saved page load before simulating it again. */
export interface NetworkEdit {
  /** Requests whose URL matches any of these never happened (the page no longer makes them). */
  readonly drop?: readonly RegExp[];
  /** Requests whose URL matches get their transfer size multiplied (the first pattern that matches wins). */
  readonly scale?: readonly (readonly [RegExp, number])[];
  /** Bytes the document grows by (data or styles moved into the HTML). */
  readonly documentExtraBytes?: number;
}

const SIZED = new Set(['Network.dataReceived', 'Network.loadingFinished']);

/**
 * The log of a page load as if the page had been built differently: dropped requests removed with
 * every event of theirs, transfer sizes scaled, the document made larger. Lighthouse's simulation
 * (Lantern) reads only the network part of the log, so this is what a change does to its estimate.
 */
export function editNetworkLog(log: readonly DevtoolsEvent[], edit: NetworkEdit): DevtoolsEvent[] {
  const urls = new Map<string, string>();
  let documentId: string | undefined;
  for (const event of log) {
    if (event.method !== 'Network.requestWillBeSent') continue;
    const { requestId, request, type } = event.params as { requestId: string; request: { url: string }; type?: string };
    urls.set(requestId, request.url);
    if (type === 'Document' && documentId === undefined) documentId = requestId;
  }
  const factorOf = (url: string) => edit.scale?.find(([pattern]) => pattern.test(url))?.[1] ?? 1;
  const dropped = new Set(
    [...urls].filter(([, url]) => edit.drop?.some((pattern) => pattern.test(url))).map(([id]) => id),
  );
  return log
    .filter((event) => !dropped.has(String(event.params.requestId)))
    .map((event) => {
      const id = String(event.params.requestId);
      if (!urls.has(id)) return event;
      const extra =
        id === documentId && event.method === 'Network.loadingFinished' ? (edit.documentExtraBytes ?? 0) : 0;
      const factor = id === documentId ? 1 : factorOf(urls.get(id) ?? '');
      if (SIZED.has(event.method) && (factor !== 1 || extra !== 0)) {
        const params = { ...event.params };
        for (const key of ['encodedDataLength', 'dataLength'] as const) {
          if (typeof params[key] === 'number') params[key] = Math.round((params[key] as number) * factor);
        }
        if (extra !== 0) params.encodedDataLength = Number(params.encodedDataLength ?? 0) + extra;
        return { ...event, params };
      }
      if (event.method === 'Network.responseReceived' && factor !== 1) {
        const response = event.params.response as Record<string, unknown>;
        const encoded = Number(response.encodedDataLength ?? 0);
        return {
          ...event,
          params: { ...event.params, response: { ...response, encodedDataLength: Math.round(encoded * factor) } },
        };
      }
      return event;
    });
}
