import { RecaptchaRequestSchema } from '@checkout/api-client';
import type { Hono } from 'hono';
import { ok } from '../http/envelope';
import { readBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';

/** Prefix of captcha test tokens that verify once: `sandbox-valid-<anything>`. */
export const VALID_CAPTCHA_PREFIX = 'sandbox-valid-';

/** What a token verified as, with reCAPTCHA's error code when it failed. */
type Verdict = { success: true } | { success: false; error: 'invalid-input-response' | 'timeout-or-duplicate' };

async function verify(ctx: SandboxContext, token: string): Promise<Verdict> {
  if (token === 'sandbox-expired') return { success: false, error: 'timeout-or-duplicate' };
  if (!token.startsWith(VALID_CAPTCHA_PREFIX) || token.length === VALID_CAPTCHA_PREFIX.length) {
    return { success: false, error: 'invalid-input-response' };
  }
  const claimed = await ctx.db.query(
    'INSERT INTO captcha_tokens (token, used_at) VALUES ($1, $2) ON CONFLICT (token) DO NOTHING RETURNING token',
    [token, ctx.now().toISOString()],
  );
  return claimed.length > 0 ? { success: true } : { success: false, error: 'timeout-or-duplicate' };
}

/**
 * The bot-check verification, `POST /utils/verify-recaptcha` with `{ token }`, answering
 * `{ success, score }` as reCAPTCHA does: `sandbox-valid-*` verifies once (score 0.9) and is
 * refused when reused, `sandbox-invalid`, `sandbox-expired` and anything else are refused.
 */
export function registerCaptcha(app: Hono, ctx: SandboxContext): void {
  app.post('/utils/verify-recaptcha', async (c) => {
    const body = await readBody(c, RecaptchaRequestSchema);
    if (!body.ok) return body.response;
    const verdict = await verify(ctx, body.value.token);
    return verdict.success
      ? ok(c, { success: true, score: 0.9, hostname: 'localhost' })
      : ok(c, { success: false, score: null, 'error-codes': [verdict.error] });
  });
}
