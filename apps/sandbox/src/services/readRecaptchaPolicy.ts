/** What the platform accepts of a reCAPTCHA v3 answer: Google scores, the platform decides. */
export interface RecaptchaPolicy {
  /** The action the checkout executes (`grecaptcha.execute(siteKey, { action })`). */
  readonly action: string;
  /** The lowest score (0.0–1.0) that passes; Google suggests 0.5 to start with. */
  readonly minScore: number;
}

/**
 * Reads the v3 policy from `SANDBOX_RECAPTCHA_ACTION` (default `checkout`) and
 * `SANDBOX_RECAPTCHA_MIN_SCORE` (default `0.5`); a score outside 0–1 stops the sandbox at start.
 */
export function readRecaptchaPolicy(env: NodeJS.ProcessEnv = process.env): RecaptchaPolicy {
  const action = env.SANDBOX_RECAPTCHA_ACTION?.trim() || 'checkout';
  const text = env.SANDBOX_RECAPTCHA_MIN_SCORE?.trim() || '0.5';
  const minScore = Number(text);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1)
    throw new Error(`SANDBOX_RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not "${text}".`);
  return { action, minScore };
}
