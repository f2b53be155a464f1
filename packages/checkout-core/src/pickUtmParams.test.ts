import { describe, expect, it } from 'vitest';
import { pickUtmParams } from './pickUtmParams';

describe('pickUtmParams', () => {
  it('keeps only the five utm parameters with text', () => {
    expect(pickUtmParams({ utm_source: 'news', utm_medium: '', ref: 'x', utm_campaign: 'spring' })).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
    });
  });

  it('gives null without any', () => {
    expect(pickUtmParams({ ref: 'x' })).toBeNull();
  });
});
