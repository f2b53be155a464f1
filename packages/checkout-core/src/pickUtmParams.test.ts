import { describe, expect, it } from 'vitest';
import { pickUtmParams } from './pickUtmParams';

describe('pickUtmParams', () => {
  it('keeps only the five utm parameters with text', () => {
    expect(pickUtmParams({ utm_source: 'news', utm_medium: '', ref: 'x', utm_campaign: 'spring' })).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
    });
  });

  it('shortens a long value to 200 units without cutting a character in two', () => {
    const long = `${'a'.repeat(199)}😀tail`;
    const kept = pickUtmParams({ utm_content: long })?.utm_content ?? '';
    expect(kept).toBe('a'.repeat(199));
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(pickUtmParams({ utm_term: 'x'.repeat(300) })?.utm_term).toHaveLength(200);
  });

  it('gives null without any', () => {
    expect(pickUtmParams({ ref: 'x' })).toBeNull();
  });
});
