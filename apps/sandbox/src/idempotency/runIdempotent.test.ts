import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { createTestClock } from '../testing/createTestClock';
import { openTestDatabase } from '../testing/openTestDatabase';
import { testEngines } from '../testing/testEngines';
import {
  hashRequestBody,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_LEASE_MS,
  type IdempotencyClaim,
  runIdempotent,
} from './runIdempotent';

const order = (id: string) => async () => ({ status: 201, body: { order_id: id } });

describe.each(testEngines())('runIdempotent on %s', (engine) => {
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
    await migrate(db);
  });
  afterAll(() => db?.close());
  beforeEach(() => db.exec('TRUNCATE idempotency_records'));
  const scope = (key: string, body: unknown = { cart_id: 'c' }, apiKey = 'm') => ({
    apiKey,
    key,
    body,
    now: clock.now,
  });

  it('replays the stored response for the same key and body', async () => {
    const handler = vi.fn(order('o1'));
    expect(await runIdempotent(db, scope('k1', { cart_id: 'c', a: [1, 2] }), handler)).toEqual({
      kind: 'ran',
      response: { status: 201, body: { order_id: 'o1' } },
    });
    const replay = await runIdempotent(db, scope('k1', { a: [1, 2], cart_id: 'c' }), handler);
    expect(replay).toEqual({ kind: 'replayed', response: { status: 201, body: { order_id: 'o1' } } });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses the same key with another body', async () => {
    await runIdempotent(db, scope('k2', { cart_id: 'c' }), order('o2'));
    const second = await runIdempotent(db, scope('k2', { cart_id: 'd' }), order('o3'));
    expect(second).toEqual({ kind: 'conflict', reason: 'key_reused_with_other_body' });
  });

  it('runs concurrent duplicates exactly once', async () => {
    const handler = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 201, body: { order_id: 'o4' } };
    });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => runIdempotent(db, scope('k3'), handler)));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(outcomes.filter((o) => o.kind === 'ran')).toHaveLength(1);
    // The others arrived while it ran (409), or after it finished (the replayed answer).
    const others = outcomes.filter((o) => o.kind !== 'ran');
    expect(others).toHaveLength(49);
    for (const other of others) {
      expect([
        { kind: 'conflict', reason: 'request_in_progress' },
        { kind: 'replayed', response: { status: 201, body: { order_id: 'o4' } } },
      ]).toContainEqual(other);
    }
  });

  it('lets a retry run again, as the same attempt, after a server error, a throw or a transient answer', async () => {
    const attempts: string[] = [];
    const seen =
      (response: { status: number; body: unknown; transient?: boolean }) => async (claim: IdempotencyClaim) => {
        attempts.push(claim.attemptId);
        return response;
      };
    await runIdempotent(db, scope('k4'), seen({ status: 500, body: { message: 'Server error' } }));
    await expect(
      runIdempotent(db, scope('k4'), async (claim) => {
        attempts.push(claim.attemptId);
        throw new Error('lost');
      }),
    ).rejects.toThrow('lost');
    await runIdempotent(db, scope('k4'), seen({ status: 409, body: { message: 'busy' }, transient: true }));
    expect((await runIdempotent(db, scope('k4'), seen({ status: 201, body: {} }))).kind).toBe('ran');
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts).size).toBe(1);
  });

  it('keeps keys of different merchants apart', async () => {
    await runIdempotent(db, scope('same', {}, 'a'), order('oa'));
    expect((await runIdempotent(db, scope('same', {}, 'b'), order('ob'))).kind).toBe('ran');
  });

  it('lets a retry take over the key of a request that stopped answering once its lease expired', async () => {
    let late: IdempotencyClaim | null = null;
    void runIdempotent(db, scope('k5'), (claim) => {
      late = claim;
      return new Promise(() => {});
    });
    await expect.poll(() => late).not.toBeNull();
    clock.advance(IDEMPOTENCY_LEASE_MS - 1_000);
    expect(await runIdempotent(db, scope('k5'), order('o5'))).toEqual({
      kind: 'conflict',
      reason: 'request_in_progress',
    });
    clock.advance(2_000);
    let takenOver: string | null = null;
    const retry = await runIdempotent(db, scope('k5'), async (claim) => {
      takenOver = claim.attemptId;
      return { status: 201, body: { order_id: 'o5' } };
    });
    expect(retry.kind).toBe('ran');
    expect(takenOver).toBe((late as IdempotencyClaim | null)?.attemptId);
    // The first request wakes up too late: its answer is refused, what it wrote rolled back.
    await expect(
      db.transaction((tx) => (late as unknown as IdempotencyClaim).store(tx, { status: 201, body: {} })),
    ).rejects.toThrow('taken over');
  });

  it('renews the lease while the request runs', async () => {
    let finish: () => void = () => {};
    const running = runIdempotent(db, { ...scope('k6'), renewEveryMs: 10 }, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { status: 201, body: {} };
    });
    const leaseUntil = async () =>
      (await db.query<{ lease_until: Date }>("SELECT lease_until FROM idempotency_records WHERE key = 'k6'"))[0]
        ?.lease_until;
    await expect.poll(leaseUntil).toBeTruthy();
    clock.advance(IDEMPOTENCY_LEASE_MS - 1_000);
    await expect
      .poll(async () => new Date((await leaseUntil()) ?? 0).getTime())
      .toBe(clock.now().getTime() + IDEMPOTENCY_LEASE_MS);
    clock.advance(2_000);
    expect((await runIdempotent(db, scope('k6'), order('o6'))).kind).toBe('conflict');
    finish();
    expect((await running).kind).toBe('ran');
  });

  it('forgets a key after 24 hours', async () => {
    await runIdempotent(db, scope('k7', { cart_id: 'c' }), order('o7'));
    clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 1_000);
    expect((await runIdempotent(db, scope('k7', { cart_id: 'd' }), order('o8'))).kind).toBe('ran');
  });
});

describe('hashRequestBody', () => {
  it('ignores key order and tells different values apart', () => {
    expect(hashRequestBody({ a: 1, b: { c: 2, d: 3 } })).toBe(hashRequestBody({ b: { d: 3, c: 2 }, a: 1 }));
    expect(hashRequestBody({ a: 1 })).not.toBe(hashRequestBody({ a: 2 }));
    expect(hashRequestBody(undefined)).toBe(hashRequestBody(undefined));
  });
});
