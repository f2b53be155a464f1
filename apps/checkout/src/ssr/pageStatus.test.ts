import { CheckoutApiError } from '@checkout/api-client';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageStatus, statusOfError } from './pageStatus';

const match = (fields: Partial<AnyRouteMatch>) => ({ status: 'success', staticData: {}, ...fields }) as AnyRouteMatch;

describe('statusOfError', () => {
  it('keeps a platform refusal, calls a failing platform unavailable and anything else ours', () => {
    expect(statusOfError(new CheckoutApiError('http', 'gone', { status: 410 }))).toBe(410);
    expect(statusOfError(new CheckoutApiError('http', 'nope', { status: 404 }))).toBe(404);
    expect(statusOfError(new CheckoutApiError('http', 'down', { status: 502 }))).toBe(503);
    expect(statusOfError(new CheckoutApiError('network', 'fetch failed'))).toBe(503);
    expect(statusOfError(new CheckoutApiError('invalid_response', 'bad body'))).toBe(500);
    expect(statusOfError(new TypeError('a bug'))).toBe(500);
  });
});

describe('pageStatus', () => {
  it('is 200 for a page that rendered, or what its innermost route declares', () => {
    expect(pageStatus([match({}), match({})])).toBe(200);
    expect(pageStatus([match({}), match({ staticData: { status: 410 } })])).toBe(410);
    expect(pageStatus([match({}), match({ loaderData: { status: 403 } })])).toBe(403);
  });

  it('takes the first failed match: not found 404, an error by its route', () => {
    const notFound = match({ status: 'notFound' });
    const failed = match({ status: 'error', error: new TypeError('a bug') });
    expect(pageStatus([match({}), notFound, failed])).toBe(404);
    expect(pageStatus([match({}), failed])).toBe(500);
    const cart = match({
      status: 'error',
      error: new CheckoutApiError('http', 'bad request', { status: 400 }),
      staticData: { errorStatus: () => 404 },
    });
    expect(pageStatus([match({}), cart])).toBe(404);
  });
});
