/** What a v3 token of the reCAPTCHA double says, and the score the sandbox gives it. */
export interface RecaptchaV3Claims {
  readonly action: string;
  readonly siteKey: string;
  readonly score: number;
}

/** A site key that chooses its score, like Google's test keys: `sandbox-score-0.1` scores 0.1. */
const SCORING_KEY = /^sandbox-score-(0(?:\.\d)?|1(?:\.0)?)$/;

/** The score of a site key: the one it names, else 0.9 (a likely human). */
function scoreOf(siteKey: string): number {
  const named = SCORING_KEY.exec(siteKey);
  return named ? Number(named[1]) : 0.9;
}

/**
 * Reads the claims of a v3 token after its `sandbox-valid-` prefix: `v3.<base64url JSON
 * { action, sitekey }>.<random>`, as the double's `execute(siteKey, { action })` issues them.
 * Returns null for any other token (a v2 token: no action, no score).
 */
export function readRecaptchaV3Claims(rest: string): RecaptchaV3Claims | null {
  const [kind, payload, random] = rest.split('.');
  if (kind !== 'v3' || !payload || !random) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const action: unknown = Reflect.get(claims, 'action');
    const siteKey: unknown = Reflect.get(claims, 'sitekey');
    if (typeof action !== 'string' || typeof siteKey !== 'string') return null;
    return { action, siteKey, score: scoreOf(siteKey) };
  } catch {
    return null;
  }
}
