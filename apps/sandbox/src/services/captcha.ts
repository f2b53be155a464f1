import { RecaptchaRequestSchema } from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import { ok } from '../http/envelope';
import { readBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { type RecaptchaPolicy, readRecaptchaPolicy } from './readRecaptchaPolicy';
import { readRecaptchaV3Claims } from './readRecaptchaV3Claims';

/** Prefix of captcha test tokens that verify once: `sandbox-valid-<anything>`. */
export const VALID_CAPTCHA_PREFIX = 'sandbox-valid-';

/** reCAPTCHA's own error codes, and the platform's for a v3 answer it does not accept. */
type ErrorCode = 'invalid-input-response' | 'timeout-or-duplicate' | 'action-mismatch' | 'score-too-low';

/** Whether a token may be claimed at all: a known test token that is not empty after its prefix. */
function refusedAtOnce(token: string): ErrorCode | null {
  if (token === 'sandbox-expired') return 'timeout-or-duplicate';
  if (!token.startsWith(VALID_CAPTCHA_PREFIX) || token.length === VALID_CAPTCHA_PREFIX.length)
    return 'invalid-input-response';
  // A v3 token whose claims cannot be read is no token at all, not a v2 one.
  const rest = token.slice(VALID_CAPTCHA_PREFIX.length);
  if (rest.startsWith('v3.') && !readRecaptchaV3Claims(rest)) return 'invalid-input-response';
  return null;
}

/** Claims a token: each verifies once, as reCAPTCHA's do. */
async function claim(ctx: SandboxContext, token: string): Promise<boolean> {
  const claimed = await ctx.db.query(
    'INSERT INTO captcha_tokens (token, used_at) VALUES ($1, $2) ON CONFLICT (token) DO NOTHING RETURNING token',
    [token, ctx.now().toISOString()],
  );
  return claimed.length > 0;
}

/**
 * The bot-check verification, `POST /utils/verify-recaptcha` with `{ token }`, answering as
 * Google's siteverify does and then as the platform decides: `sandbox-valid-*` verifies once and is
 * refused when reused; `sandbox-invalid`, `sandbox-expired` and anything else are refused. A v3
 * token (from the double's `execute(siteKey, { action })`) carries its action and site key; its
 * score is the site key's (`sandbox-score-<0..1>`, else 0.9), and it passes only with the
 * expected action and at least the minimum score of `policy` (`SANDBOX_RECAPTCHA_ACTION`,
 * `SANDBOX_RECAPTCHA_MIN_SCORE`).
 */
export function registerCaptcha(app: Hono, ctx: SandboxContext, policy: RecaptchaPolicy = readRecaptchaPolicy()): void {
  app.post('/utils/verify-recaptcha', async (c) => {
    const body = await readBody(c, RecaptchaRequestSchema);
    if (!body.ok) return body.response;
    const { token } = body.value;
    const refused = refusedAtOnce(token) ?? ((await claim(ctx, token)) ? null : 'timeout-or-duplicate');
    if (refused) return ok(c, { success: false, score: null, 'error-codes': [refused] });
    const google = { challenge_ts: ctx.now().toISOString(), hostname: 'localhost' };
    const v3 = readRecaptchaV3Claims(token.slice(VALID_CAPTCHA_PREFIX.length));
    // A v2 token (checkbox or invisible) has no score and no action, as with Google.
    if (!v3) return ok(c, { success: true, score: 0.9, ...google });
    const answer = { score: v3.score, action: v3.action, ...google };
    const failed: ErrorCode | null =
      v3.action !== policy.action ? 'action-mismatch' : v3.score < policy.minScore ? 'score-too-low' : null;
    return ok(c, failed ? { success: false, ...answer, 'error-codes': [failed] } : { success: true, ...answer });
  });
}
