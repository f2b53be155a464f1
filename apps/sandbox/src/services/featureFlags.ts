import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { isSafeId } from '../http/isSafeId';
import { readRawBody } from '../http/readBody';
import { isRecord } from '../providers/shared/isRecord';
import type { SandboxContext } from '../SandboxContext';
import { findMerchant } from '../store/merchants';

/** One toggle as Unleash's frontend API lists it (https://docs.getunleash.io/reference/front-end-api). */
export interface UnleashToggle {
  name: string;
  enabled: true;
  variant: { name: 'disabled'; enabled: false };
  impressionData: false;
}

/** The merchant api key in an Unleash context: `properties[apiKey]` (or `properties[api_key]`); no merchant when it cannot be one. */
function apiKeyOf(properties: Record<string, unknown>): string | null {
  const value = properties.apiKey ?? properties.api_key;
  return typeof value === 'string' && isSafeId(value) ? value : null;
}

async function toggles(ctx: SandboxContext, apiKey: string | null): Promise<UnleashToggle[]> {
  const merchant = apiKey ? await findMerchant(ctx.db, apiKey) : null;
  const flags = merchant?.settings.feature_flags ?? {};
  return Object.entries(flags)
    .filter(([, enabled]) => enabled === true)
    .map(([name]) => name)
    .sort()
    .map((name) => ({ name, enabled: true, variant: { name: 'disabled', enabled: false }, impressionData: false }));
}

function answer(c: Context, list: UnleashToggle[]) {
  const body = JSON.stringify({ toggles: list });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { etag, 'cache-control': 'no-cache' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json' });
}

function unauthorized(c: Context) {
  return c.json({ message: 'Unauthorized: a frontend client key is required in the Authorization header.' }, 401);
}

/**
 * An Unleash-compatible frontend API under `/unleash/api/frontend`: the toggles enabled in the
 * merchant's `settings.feature_flags`, the merchant named by `properties[apiKey]` in the context
 * (query string on GET, `{ context }` body on POST). Only enabled toggles are listed, as Unleash
 * does; an unknown merchant gets an empty list. Any non-empty client key is accepted.
 */
export function registerFeatureFlags(app: Hono, ctx: SandboxContext): void {
  app.get('/unleash/api/frontend', async (c) => {
    if (!c.req.header('authorization')) return unauthorized(c);
    const properties: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(c.req.query())) {
      const match = /^properties\[(.+)\]$/.exec(key);
      if (match?.[1]) properties[match[1]] = value;
    }
    return answer(c, await toggles(ctx, apiKeyOf(properties)));
  });

  app.post('/unleash/api/frontend', async (c) => {
    if (!c.req.header('authorization')) return unauthorized(c);
    const body = await readRawBody(c);
    const context = isRecord(body) && isRecord(body.context) ? body.context : isRecord(body) ? body : {};
    const properties = isRecord(context.properties) ? context.properties : {};
    return answer(c, await toggles(ctx, apiKeyOf(properties)));
  });

  // The Unleash clients report metrics and register themselves; the sandbox accepts and forgets.
  for (const path of ['/unleash/api/frontend/client/metrics', '/unleash/api/frontend/client/register']) {
    app.post(path, (c) => (c.req.header('authorization') ? c.body(null, 202) : unauthorized(c)));
  }
}
