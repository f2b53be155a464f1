import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { measureRenderThroughput } from './measureRenderThroughput';

const RENDERED =
  '<!doctype html><html><body><div id="root"><!--$--><main><form novalidate><input name="email"></form></main></div></body></html>';
const SHELL =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

let server: Server | undefined;

/** Serves `answer(n)` for the n-th request (from 0) on a loopback port and gives its URL. */
async function serve(answer: (n: number) => { status: number; html: string }): Promise<string> {
  let count = 0;
  server = createServer((_, response) => {
    const { status, html } = answer(count++);
    response.writeHead(status, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/en/demo-all/cart-normal`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('measureRenderThroughput', () => {
  it('counts 200 pages whose #root holds the rendered form, after the warm-up', async () => {
    const url = await serve(() => ({ status: 200, html: RENDERED }));
    const report = await measureRenderThroughput(url, { warmUp: 3, requests: 12, concurrency: 4 });
    expect(report).toMatchObject({ requests: 12, rendered: 12, warmUp: 3, concurrency: 4, notRendered: [] });
    expect(report.pagesPerSecond).toBeGreaterThan(0);
  });

  it('does not count the shell or an error status as a render, and says why', async () => {
    // Every request measured: the first is the shell, the second a 503, the rest rendered.
    const url = await serve((n) =>
      n === 0
        ? { status: 200, html: SHELL }
        : n === 1
          ? { status: 503, html: RENDERED }
          : { status: 200, html: RENDERED },
    );
    const report = await measureRenderThroughput(url, { warmUp: 0, requests: 5, concurrency: 1 });
    expect(report.rendered).toBe(3);
    expect(report.requests).toBe(5);
    expect(report.notRendered).toEqual(['no rendered form in #root (the shell)', 'HTTP 503']);
  });
});
