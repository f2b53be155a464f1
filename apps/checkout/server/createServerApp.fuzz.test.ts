// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './createServerApp';
import { readRuntimeConfig } from './readRuntimeConfig';
import { readSecurityOptions } from './security/readSecurityOptions';
import { describePage } from './testing/describePage';

// Issue 26, fuzzing: every route of the checkout server, with path segments and parameters no client
// would send (NUL, lone surrogates, overlong and invalid UTF-8, `%2e%2e`, long segments, repeated
// parameters) and every method, answers without a 5xx and without a stack trace: the JSON error
// envelope, a redirect to a path on this origin, or a page with its policy.
const distDir = mkdtempSync(join(tmpdir(), 'checkout-fuzz-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
const config = readRuntimeConfig({});
const logged: unknown[] = [];
const app = createServerApp({
  distDir,
  describe: describePage,
  config,
  security: readSecurityOptions({}, config),
  reportLog: (entry) => logged.push(entry),
});

/** Route prefixes of every kind the server answers: static files, runtime config, health, reports, pages of each class. */
const ROUTES = [
  '/',
  '/health',
  '/config.json',
  '/index.html',
  '/assets/',
  '/assets/main-abc123.js',
  '/reports/csp',
  '/reports/errors',
  '/en/',
  '/de/demo-all/',
  '/en/demo-all/cart-normal/',
  '/en/demo-all/cart-normal/order-confirmation',
  '/en/demo-all/cart-normal/stripe-redirected',
  '/en/demo-all/update-payment-method',
  '/en/cart/create',
  '/en/error/quote-unavailable',
];

/** Segments no client would send, raw or percent-encoded. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    '\u0000',
    '%ED%A0%80', // a lone surrogate, UTF-8 encoded
    '\uD800',
    '\uDFFF',
    '%C0%AE', // an overlong "."
    '%E0%80%AE',
    '%C0%AF', // an overlong "/"
    '%F4%90%80%80', // past U+10FFFF
    '%FF',
    '%',
    '%%',
    '%2',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..',
    '..%5c..%5c',
    '%252e%252e',
    '.html',
    'index.html',
    'x'.repeat(10_000),
    '%F0%9F%92%A9'.repeat(500),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
);

/** A query with repeated and hostile parameters. */
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('order_id', 'hash', 'customer_id', 'payment_intent', 'lang', 'x', '%00', '__proto__'),
      hostileSegment,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
const contentType = fc.constantFrom(
  'application/json',
  'application/csp-report',
  'application/reports+json',
  'text/plain',
  '',
);
const body = fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ maxLength: 300 }), fc.constant('{"csp-report":'));

const STACK_TRACE = /\bat [^\n]*:\d+:\d+|node_modules|\/server\/|Error:/;

/** What every answer must be, whatever was asked. */
async function expectSafeAnswer(response: Response, label: string, head: boolean): Promise<void> {
  const text = await response.text();
  expect(response.status, label).toBeLessThan(500);
  expect(text, label).not.toMatch(STACK_TRACE);
  if (response.status >= 300 && response.status < 400) {
    // A redirect stays on this origin: a path, never `//host` or `/\host`.
    expect(response.headers.get('location'), label).toMatch(/^\/[^/\\]/);
  } else if (response.status >= 400) {
    expect(response.headers.get('content-type'), label).toContain('application/json');
    if (!head) expect(JSON.parse(text), label).toEqual({ status: response.status, message: expect.any(String) });
  } else if (response.headers.get('content-type')?.includes('text/html')) {
    expect(response.headers.get('content-security-policy'), label).toContain("'strict-dynamic'");
  }
}

describe('the checkout server under hostile requests', () => {
  it('answers every route, method, segment and query with the envelope, a redirect or a page with its policy', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(hostileSegment, { maxLength: 3 }),
        hostileQuery,
        method,
        contentType,
        body,
        async (route, segments, query, verb, type, payload) => {
          const url = `http://127.0.0.1:4000${route}${segments.join('/')}${query}`;
          const hasBody = !['GET', 'HEAD'].includes(verb);
          const request = new Request(url, {
            method: verb,
            headers: type ? { 'content-type': type } : {},
            body: hasBody ? payload : undefined,
          });
          await expectSafeAnswer(await app.request(request), `${verb} ${url.slice(0, 200)}`, verb === 'HEAD');
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the checkout server on a socket', () => {
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends raw bytes and returns the status line of the answer. */
  const raw = (request: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });

  it.each([
    [
      'a raw NUL byte in the path',
      Buffer.from('GET /en/demo-all/\u0000/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n', 'latin1'),
    ],
    [
      'overlong UTF-8 bytes in the path',
      Buffer.concat([
        Buffer.from('GET /en/'),
        Buffer.from([0xc0, 0xae, 0xc0, 0xae]),
        Buffer.from('/x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
      ]),
    ],
    [
      'a lone surrogate as raw bytes',
      Buffer.concat([
        Buffer.from('GET /en/demo-all/'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from(' HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
      ]),
    ],
    ['a 64 KiB segment', Buffer.from(`GET /en/${'x'.repeat(65_536)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`)],
    [
      'a report with a lying content length',
      Buffer.from(
        'POST /reports/csp HTTP/1.1\r\nHost: a\r\nContent-Type: application/csp-report\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n{}',
      ),
    ],
  ])('answers %s without a 5xx', async (_what, request) => {
    const status = await raw(request);
    expect(status).toMatch(/^HTTP\/1\.1 [234]\d\d /);
  });
});
