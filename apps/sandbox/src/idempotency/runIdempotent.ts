import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/Database';
import { LeaseLostError } from './LeaseLostError';

/**
 * How long a running request holds its key (and its cart) without renewing: twice the longest
 * injected fault latency (60 s). `SANDBOX_IDEMPOTENCY_LEASE_MS` shortens it for crash runs
 * (`pnpm chaos`), where recovery on PostgreSQL would otherwise wait two minutes.
 */
export const IDEMPOTENCY_LEASE_MS = leaseFrom(process.env.SANDBOX_IDEMPOTENCY_LEASE_MS);

function leaseFrom(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 1_000 ? ms : 120_000;
}

/** How long a key is remembered: after 24 hours it names a new request, as with Stripe. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;

/** A response the sandbox can store and replay. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a handler answers; a `transient` answer is about the moment, not the request, and is never stored. */
export interface HandlerResponse extends StoredResponse {
  transient?: boolean;
}

/** The key a running request holds. */
export interface IdempotencyClaim {
  /** The attempt's id: random on the key's first use, kept when a retry takes the key over. */
  readonly attemptId: string;
  /** When the key's lease ends unless it is renewed. */
  leaseUntil(): Date;
  /** Renews another lease (a cart lock) together with the key's. */
  onRenew(renew: (until: Date) => Promise<void>): void;
  /**
   * Stores `response` as the key's answer inside `tx` (the transaction writing what the request
   * made), so both commit or neither does; throws {@link LeaseLostError} when a retry has taken the
   * key over.
   */
  store(tx: Queryable, response: StoredResponse): Promise<void>;
}

/** Why an idempotent request was refused instead of run or replayed. */
export type IdempotencyConflict = 'key_reused_with_other_body' | 'request_in_progress';

/** The outcome of {@link runIdempotent}. */
export type IdempotentOutcome =
  | { kind: 'ran'; response: StoredResponse }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'conflict'; reason: IdempotencyConflict };

/** Which request an idempotent call is: merchant, key, body, the clock, and how often the lease is renewed. */
export interface IdempotencyScope {
  apiKey: string;
  key: string;
  body: unknown;
  now: () => Date;
  /** Defaults to a quarter of the lease. */
  renewEveryMs?: number;
}

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

type Claimed = { kind: 'claimed'; attemptId: string; token: string; until: Date };
type KeyRecord = { request_hash: string; state: string; response_status: number | null; response_body: unknown };

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Claims the key: new (or forgotten after 24 h), taken over from an expired lease, or refused or replayed. */
async function claimKey(db: Database, scope: IdempotencyScope, hash: string): Promise<Claimed | IdempotentOutcome> {
  for (let round = 0; round < 3; round++) {
    const now = scope.now();
    const token = randomUUID();
    const until = later(now, IDEMPOTENCY_LEASE_MS);
    const attemptId = randomBytes(8).toString('hex');
    const fresh = await db.query(
      `INSERT INTO idempotency_records (api_key, key, request_hash, state, attempt_id, lease_token, lease_until, created_at)
       VALUES ($1, $2, $3, 'running', $4, $5, $6, $7)
       ON CONFLICT (api_key, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, state = 'running',
         response_status = NULL, response_body = NULL, attempt_id = EXCLUDED.attempt_id,
         lease_token = EXCLUDED.lease_token, lease_until = EXCLUDED.lease_until, created_at = EXCLUDED.created_at
       WHERE idempotency_records.created_at <= $8
       RETURNING key`,
      [scope.apiKey, scope.key, hash, attemptId, token, until, now, later(now, -IDEMPOTENCY_KEY_LIFETIME_MS)],
    );
    if (fresh.length > 0) return { kind: 'claimed', attemptId, token, until };
    const [record] = await db.query<KeyRecord & { lease_until: Date | null }>(
      `SELECT request_hash, state, response_status, response_body, lease_until FROM idempotency_records
       WHERE api_key = $1 AND key = $2`,
      [scope.apiKey, scope.key],
    );
    if (!record) continue;
    if (record.request_hash !== hash) return { kind: 'conflict', reason: 'key_reused_with_other_body' };
    if (record.state === 'done' && record.response_status !== null) {
      return { kind: 'replayed', response: { status: record.response_status, body: record.response_body } };
    }
    if (record.lease_until && new Date(record.lease_until) > now)
      return { kind: 'conflict', reason: 'request_in_progress' };
    // The request holding the key died (or gave the key back): this retry takes it over.
    const [taken] = await db.query<{ attempt_id: string }>(
      `UPDATE idempotency_records SET lease_token = $3, lease_until = $4
       WHERE api_key = $1 AND key = $2 AND state = 'running' AND lease_until <= $5 RETURNING attempt_id`,
      [scope.apiKey, scope.key, token, until, now],
    );
    if (taken) return { kind: 'claimed', attemptId: taken.attempt_id, token, until };
  }
  return { kind: 'conflict', reason: 'request_in_progress' };
}

/**
 * Runs `handler` at most once per (merchant, key) at a time, and replays its answer: the same key
 * and body replays the stored response, the same key with another body is a conflict (422), and
 * a duplicate that arrives while the key is leased is a conflict (409). The lease
 * ({@link IDEMPOTENCY_LEASE_MS}) is renewed while the handler runs; a crashed request's key is
 * taken over by a retry once its lease expired. A 5xx, a thrown error or a transient answer is
 * never stored: the key is given back (its lease ends now) and a retry runs again, as the same
 * attempt. Keys are forgotten after {@link IDEMPOTENCY_KEY_LIFETIME_MS}.
 */
export async function runIdempotent(
  db: Database,
  scope: IdempotencyScope,
  handler: (claim: IdempotencyClaim) => Promise<HandlerResponse>,
): Promise<IdempotentOutcome> {
  const claimed = await claimKey(db, scope, hashRequestBody(scope.body));
  if (claimed.kind !== 'claimed') return claimed;
  const { token } = claimed;
  const where = [scope.apiKey, scope.key, token];
  let until = claimed.until;
  let stored = false;
  const renewals: ((until: Date) => Promise<void>)[] = [];
  const renew = async () => {
    const next = later(scope.now(), IDEMPOTENCY_LEASE_MS);
    const held = await db.query(
      `UPDATE idempotency_records SET lease_until = $4 WHERE api_key = $1 AND key = $2 AND lease_token = $3
         AND state = 'running' RETURNING key`,
      [...where, next],
    );
    if (held.length === 0) return;
    until = next;
    for (const renewal of renewals) await renewal(next);
  };
  const timer = setInterval(() => void renew().catch(() => undefined), scope.renewEveryMs ?? IDEMPOTENCY_LEASE_MS / 4);
  timer.unref();
  const store = async (tx: Queryable, response: StoredResponse) => {
    const rows = await tx.query(
      `UPDATE idempotency_records SET state = 'done', response_status = $4, response_body = $5, lease_until = NULL
       WHERE api_key = $1 AND key = $2 AND lease_token = $3 AND state = 'running' RETURNING key`,
      [...where, response.status, JSON.stringify(response.body)],
    );
    if (rows.length === 0) throw new LeaseLostError();
    stored = true;
  };
  // The attempt stays (order id and provider key derive from it): a retry takes the key over at once.
  const giveBack = () =>
    db.query(
      `UPDATE idempotency_records SET lease_until = $4 WHERE api_key = $1 AND key = $2 AND lease_token = $3
         AND state = 'running'`,
      [...where, scope.now()],
    );
  try {
    const { transient, ...response } = await handler({
      attemptId: claimed.attemptId,
      leaseUntil: () => until,
      onRenew: (renewal) => renewals.push(renewal),
      store,
    });
    if (response.status >= 500 || transient) await giveBack();
    else if (!stored) await db.transaction((tx) => store(tx, response));
    return { kind: 'ran', response };
  } catch (error) {
    if (error instanceof LeaseLostError) return { kind: 'conflict', reason: 'request_in_progress' };
    await giveBack().catch(() => undefined);
    throw error;
  } finally {
    clearInterval(timer);
  }
}
