/** One request seen by a fetch double. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A handler that answers a recorded request. */
export type FetchDoubleHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A `fetch` stand-in plus the requests it received, in order. */
export interface FetchDouble {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

/** Creates a `fetch` stand-in that records every request and answers with `handler`. */
export function createFetchDouble(handler: FetchDoubleHandler): FetchDouble {
  const requests: RecordedRequest[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
      body: request.body ? await request.text() : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  return { fetch: fetchDouble as typeof fetch, requests };
}

/** A JSON response with the given status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
