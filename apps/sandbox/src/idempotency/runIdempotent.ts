import { createHash } from 'node:crypto';
import type { Database } from '../db/Database';

/** A response the sandbox can store and replay. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Why an idempotent request was refused instead of run or replayed. */
export type IdempotencyConflict = 'key_reused_with_other_body' | 'request_in_progress';

/** The outcome of {@link runIdempotent}. */
export type IdempotentOutcome =
  | { kind: 'ran'; response: StoredResponse }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'conflict'; reason: IdempotencyConflict };

/** Stable hash of a request body: the same JSON value gives the same hash whatever its key order. */
export function hashRequestBody(body: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, stable(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(body)) ?? 'undefined')
    .digest('hex');
}

/**
 * Runs `handler` at most once per (merchant, key): the same key and body replays the stored
 * response, the same key with another body is a conflict (422), and a duplicate that arrives
 * while the first is still running is a conflict (409). Responses of 5xx and thrown errors are
 * not stored, so a retry with the same key runs again.
 */
export async function runIdempotent(
  db: Database,
  scope: { apiKey: string; key: string; body: unknown },
  handler: () => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const requestHash = hashRequestBody(scope.body);
  const claimed = await db.query(
    `INSERT INTO idempotency_records (api_key, key, request_hash, state) VALUES ($1, $2, $3, 'running')
     ON CONFLICT (api_key, key) DO NOTHING RETURNING key`,
    [scope.apiKey, scope.key, requestHash],
  );
  if (claimed.length === 0) {
    const [record] = await db.query<{
      request_hash: string;
      state: string;
      response_status: number | null;
      response_body: unknown;
    }>(
      'SELECT request_hash, state, response_status, response_body FROM idempotency_records WHERE api_key = $1 AND key = $2',
      [scope.apiKey, scope.key],
    );
    if (!record || record.request_hash !== requestHash)
      return { kind: 'conflict', reason: 'key_reused_with_other_body' };
    if (record.state !== 'done' || record.response_status === null) {
      return { kind: 'conflict', reason: 'request_in_progress' };
    }
    return { kind: 'replayed', response: { status: record.response_status, body: record.response_body } };
  }

  const release = () =>
    db.query('DELETE FROM idempotency_records WHERE api_key = $1 AND key = $2', [scope.apiKey, scope.key]);
  let response: StoredResponse;
  try {
    response = await handler();
  } catch (error) {
    await release();
    throw error;
  }
  if (response.status >= 500) {
    await release();
  } else {
    await db.query(
      `UPDATE idempotency_records SET state = 'done', response_status = $3, response_body = $4
       WHERE api_key = $1 AND key = $2`,
      [scope.apiKey, scope.key, response.status, JSON.stringify(response.body)],
    );
  }
  return { kind: 'ran', response };
}
