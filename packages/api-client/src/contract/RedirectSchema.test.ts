import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RedirectSchema } from './RedirectSchema';

describe('RedirectSchema', () => {
  it.each([
    [{}, { redirect: false, redirect_url: null }],
    [{ redirect_url: 'https://psp.test' }, { redirect: true, redirect_url: 'https://psp.test' }],
    [
      { redirect: true, redirect_url: 'https://psp.test' },
      { redirect: true, redirect_url: 'https://psp.test' },
    ],
    [
      { redirect: false, redirect_url: 'https://psp.test' },
      { redirect: false, redirect_url: null },
    ],
  ])('reads %j as %j', (wire, expected) => {
    expect(v.parse(RedirectSchema, wire)).toEqual(expected);
  });

  it('rejects redirect true without a URL', () => {
    expect(v.safeParse(RedirectSchema, { redirect: true }).success).toBe(false);
  });
});
