import { describe, expect, it } from 'vitest';
import { readRecaptchaPolicy } from './readRecaptchaPolicy';

describe('readRecaptchaPolicy', () => {
  it('expects the "checkout" action and a score of 0.5 unless configured', () => {
    expect(readRecaptchaPolicy({})).toEqual({ action: 'checkout', minScore: 0.5 });
    expect(readRecaptchaPolicy({ SANDBOX_RECAPTCHA_ACTION: ' login ', SANDBOX_RECAPTCHA_MIN_SCORE: '0.7' })).toEqual({
      action: 'login',
      minScore: 0.7,
    });
  });

  it.each(['1.5', '-0.1', 'high'])('refuses a minimum score of %s', (value) => {
    expect(() => readRecaptchaPolicy({ SANDBOX_RECAPTCHA_MIN_SCORE: value })).toThrow(/SANDBOX_RECAPTCHA_MIN_SCORE/);
  });
});
