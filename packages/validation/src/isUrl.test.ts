import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isUrl, urlRule } from './isUrl';

describe('isUrl', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    'http://example.com',
    'https://example.com/a?b=c#d',
    ' https://shop.example/path ',
    'HTTPS://EXAMPLE.COM',
    'https://münchen.de',
  ])('accepts %j', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'http://',
    'https://exa mple.com',
    'javascript:alert(1)',
    '//example.com',
    42,
    'mailto:a@b.de',
  ])('rejects %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('urlRule', () => {
  it('reports the code url inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), urlRule());
    const failing = v.safeParse(schema, 'example.com');
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('url');
    expect(v.safeParse(schema, 'http://example.com')).toMatchObject({ success: true, output: 'http://example.com' });
  });
});
