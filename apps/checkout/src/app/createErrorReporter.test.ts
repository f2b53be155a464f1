import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, errorMessageOf } from './createErrorReporter';

describe('createErrorReporter', () => {
  it('logs a report to the console with its context', () => {
    const console = { error: vi.fn() };
    createErrorReporter({ console }).report(new Error('Server error'), 'styling');
    expect(console.error).toHaveBeenCalledWith('[checkout] styling:', expect.any(Error));
  });

  it.each(['Request failed with 404', 'HTTP 404 Not Found', '404'])(
    'drops a report whose message contains 404: %s',
    (text) => {
      const console = { error: vi.fn() };
      const fetch = vi.fn();
      createErrorReporter({ console, endpoint: 'https://errors.example/report', fetch }).report(new Error(text));
      expect(console.error).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('posts the report to a configured endpoint', () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    createErrorReporter({ console: { error: vi.fn() }, endpoint: 'https://errors.example/report', fetch }).report(
      'Missing API key.',
      'route',
    );
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://errors.example/report');
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'Missing API key.', context: 'route' });
  });

  it('posts to a path on the page’s own origin (the server’s default endpoint), never to a protocol-relative or other URL', () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    for (const endpoint of [
      '/reports/errors',
      '//evil.example/r',
      '/\\evil.example/r',
      'javascript:alert(1)',
      'reports',
    ]) {
      createErrorReporter({ console: { error: vi.fn() }, endpoint, fetch }).report('boom');
    }
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/reports/errors']);
  });

  it('never sends the query of the page, where update links carry their hash', () => {
    window.history.replaceState(null, '', '/en/demo-all/update-payment-method?customer_id=c&hash=secret#x');
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    createErrorReporter({ console: { error: vi.fn() }, endpoint: 'https://errors.example/report', fetch }).report(
      'boom',
    );
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    expect(JSON.parse(body).url).toBe(`${window.location.origin}/en/demo-all/update-payment-method`);
    expect(body).not.toContain('secret');
  });

  it('reads messages of errors, strings and other values', () => {
    expect(errorMessageOf(new Error('a'))).toBe('a');
    expect(errorMessageOf('b')).toBe('b');
    expect(errorMessageOf({ c: 1 })).toBe('{"c":1}');
  });
});
