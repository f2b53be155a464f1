/** One request a stubbed fetch received. */
export interface StubbedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch stand-in answering `(request) => [status, json]`, recording every request. */
export function stubFetch(answer: (request: StubbedRequest) => [number, unknown]): {
  fetch: typeof fetch;
  requests: StubbedRequest[];
} {
  const requests: StubbedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubbedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    requests.push(request);
    const [status, json] = answer(request);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchStub as typeof fetch, requests };
}
