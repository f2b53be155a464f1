import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/Database';
import { migrate } from '../db/migrate';
import { hashRequestBody, runIdempotent } from './runIdempotent';

let db: Database;
beforeAll(async () => {
  db = await createDatabase({ kind: 'memory' });
  await migrate(db);
});
afterAll(() => db.close());
beforeEach(() => db.exec('TRUNCATE idempotency_records'));

const order = (id: string) => async () => ({ status: 201, body: { order_id: id } });

describe('runIdempotent', () => {
  it('replays the stored response for the same key and body', async () => {
    const handler = vi.fn(order('o1'));
    const scope = { apiKey: 'm', key: 'k1', body: { cart_id: 'c', a: [1, 2] } };
    expect(await runIdempotent(db, scope, handler)).toEqual({
      kind: 'ran',
      response: { status: 201, body: { order_id: 'o1' } },
    });
    const replay = await runIdempotent(db, { ...scope, body: { a: [1, 2], cart_id: 'c' } }, handler);
    expect(replay).toEqual({ kind: 'replayed', response: { status: 201, body: { order_id: 'o1' } } });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses the same key with another body', async () => {
    await runIdempotent(db, { apiKey: 'm', key: 'k2', body: { cart_id: 'c' } }, order('o2'));
    const second = await runIdempotent(db, { apiKey: 'm', key: 'k2', body: { cart_id: 'd' } }, order('o3'));
    expect(second).toEqual({ kind: 'conflict', reason: 'key_reused_with_other_body' });
  });

  it('runs concurrent duplicates exactly once', async () => {
    const handler = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 201, body: { order_id: 'o4' } };
    });
    const scope = { apiKey: 'm', key: 'k3', body: { cart_id: 'c' } };
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => runIdempotent(db, scope, handler)));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(outcomes.filter((o) => o.kind === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'conflict' && o.reason === 'request_in_progress')).toHaveLength(49);
  });

  it('lets a retry run again after a server error or a throw', async () => {
    const scope = { apiKey: 'm', key: 'k4', body: {} };
    await runIdempotent(db, scope, async () => ({ status: 500, body: { message: 'Server error' } }));
    await expect(runIdempotent(db, scope, () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect((await runIdempotent(db, scope, order('o5'))).kind).toBe('ran');
  });

  it('keeps keys of different merchants apart', async () => {
    await runIdempotent(db, { apiKey: 'a', key: 'same', body: {} }, order('oa'));
    expect((await runIdempotent(db, { apiKey: 'b', key: 'same', body: {} }, order('ob'))).kind).toBe('ran');
  });
});

describe('hashRequestBody', () => {
  it('ignores key order and tells different values apart', () => {
    expect(hashRequestBody({ a: 1, b: { c: 2, d: 3 } })).toBe(hashRequestBody({ b: { d: 3, c: 2 }, a: 1 }));
    expect(hashRequestBody({ a: 1 })).not.toBe(hashRequestBody({ a: 2 }));
    expect(hashRequestBody(undefined)).toBe(hashRequestBody(undefined));
  });
});
