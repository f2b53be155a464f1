import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartScopeTag } from './cartStorage';
import type { PayLockMessage } from './PayLockMessageSchema';
import { createPayLock, type PayLock, type PayLockManager } from './payLock';

const scope = { apiKey: 'demo-minimal', cartId: 'cart-1' };
const name = `checkout:pay:${cartScopeTag(scope)}`;

/** A browser's lock manager as the pay lock uses it: exclusive locks, `ifAvailable` grants `null` when held. */
function lockManager() {
  const held = new Set<string>();
  const manager: PayLockManager = {
    async request(lockName, _options, callback) {
      if (held.has(lockName)) return callback(null);
      held.add(lockName);
      try {
        return await callback({ name: lockName, mode: 'exclusive' });
      } finally {
        held.delete(lockName);
      }
    },
  };
  return { manager, held };
}

const open: { close: () => void }[] = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

/** Two tabs of one browser on one cart: the locks are the browser's, the channels Node's `BroadcastChannel`. */
function twoTabs(locks: PayLockManager | null = lockManager().manager) {
  const heard = { first: [] as PayLockMessage[], second: [] as PayLockMessage[] };
  const environment = { locks: locks ?? undefined, BroadcastChannel };
  const first = createPayLock(scope, (outcome) => heard.first.push(outcome), environment);
  const second = createPayLock(scope, (outcome) => heard.second.push(outcome), environment);
  open.push(first, second);
  return { first, second, heard };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const confirmation = {
  order: {
    id: 'ord_1',
    cart_id: 'cart-1',
    number: 'A-1',
    status: 'open',
    currency: 'EUR',
    sum_total_due: { amount: 1999, currency: 'EUR' },
    created_at: null,
    shipping_method: null,
    delivery: null,
    voucher: null,
    billing_address: null,
    shipping_address: null,
  },
  items: [
    {
      id: 'line-1',
      sku: 'tripod',
      name: 'Tripod',
      quantity: 1,
      price: { amount: 1999, currency: 'EUR' },
      total: { amount: 1999, currency: 'EUR' },
      image: null,
      subscription: null,
      rental: { months: 3 },
    },
  ],
};
const confirmed: PayLockMessage = { kind: 'confirmed', orderId: 'ord_1', confirmation };

async function expectFree(lock: PayLock) {
  const attempt = vi.fn(async () => ({ kind: 'stopped' }) as const);
  expect(await lock.run(attempt)).toBe('ran');
  expect(attempt).toHaveBeenCalledTimes(1);
}

describe('createPayLock', () => {
  it('runs nothing in a second tab while the first pays, and resolves busy', async () => {
    const { first, second } = twoTabs();
    const paying = deferred<PayLockMessage>();
    const running = first.run(() => paying.promise);
    const waiting = vi.fn(async () => confirmed);
    expect(await second.run(waiting)).toBe('busy');
    expect(waiting).not.toHaveBeenCalled();
    paying.resolve(confirmed);
    expect(await running).toBe('ran');
  });

  it('releases the lock when the attempt succeeds, fails, stops or throws', async () => {
    const { manager, held } = lockManager();
    const { first, second } = twoTabs(manager);
    for (const outcome of [confirmed, { kind: 'failed' } as const, { kind: 'redirect' } as const, undefined]) {
      expect(await first.run(async () => outcome)).toBe('ran');
      expect(held.size).toBe(0);
      await expectFree(second);
    }
    await expect(first.run(() => Promise.reject(new Error('adapter crashed')))).rejects.toThrow('adapter crashed');
    expect(held.size).toBe(0);
    await expectFree(second);
  });

  it('names the lock after the cart’s storage tag, never the api key', async () => {
    const requests: unknown[] = [];
    const locks: PayLockManager = {
      request: async (lockName, options, callback) => {
        requests.push([lockName, options]);
        return callback(null);
      },
    };
    const lock = createPayLock(scope, () => undefined, { locks, BroadcastChannel: undefined });
    expect(await lock.run(async () => undefined)).toBe('busy');
    expect(requests).toEqual([[name, { ifAvailable: true }]]);
    expect(name).not.toContain(scope.apiKey);
  });

  it('tells the other tab how the attempt ended, and not itself', async () => {
    const { first, heard } = twoTabs();
    await first.run(async () => confirmed);
    await first.run(async () => ({ kind: 'redirect' }));
    await first.run(async () => undefined);
    await expect(first.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect
      .poll(() => heard.second)
      .toEqual([confirmed, { kind: 'redirect' }, { kind: 'stopped' }, { kind: 'failed' }]);
    expect(heard.first).toEqual([]);
  });

  it('still tells the other tabs when the paying page closed its lock before the attempt ended', async () => {
    const { first, heard } = twoTabs();
    // A confirmed attempt navigates to the confirmation, which unmounts the checkout page, before it resolves.
    await first.run(async () => {
      first.close();
      return confirmed;
    });
    await expect.poll(() => heard.second).toEqual([confirmed]);
  });

  it('ignores malformed messages on the channel', async () => {
    const { heard } = twoTabs();
    const stranger = new BroadcastChannel(name);
    open.push(stranger);
    const malformed: unknown[] = [
      'confirmed',
      null,
      { kind: 'paid' },
      { kind: 'failed ' },
      { kind: 'confirmed', orderId: '../../admin', confirmation: null },
      { kind: 'confirmed', orderId: 'ord_1', confirmation: { order: { id: 'ord_1' }, items: [] } },
      { kind: 'confirmed', orderId: 'ord_1', confirmation: { ...confirmation, items: [{ name: '<img src=x>' }] } },
      { ...confirmed, confirmation: { ...confirmation, order: { ...confirmation.order, currency: 'euro' } } },
    ];
    for (const message of malformed) stranger.postMessage(message);
    stranger.postMessage({ kind: 'failed' });
    await expect.poll(() => heard.second).toEqual([{ kind: 'failed' }]);
    expect(heard.first).toEqual([{ kind: 'failed' }]);
  });

  it('hears nothing more once closed', async () => {
    const { first, second, heard } = twoTabs();
    const third: PayLockMessage[] = [];
    open.push(createPayLock(scope, (outcome) => third.push(outcome), { locks: undefined, BroadcastChannel }));
    second.close();
    await first.run(async () => ({ kind: 'failed' }));
    // The third tab heard it: by then the closed one would have too.
    await expect.poll(() => third).toEqual([{ kind: 'failed' }]);
    expect(heard.second).toEqual([]);
  });

  it('pays unlocked where the browser has no Web Locks (old browsers, insecure pages)', async () => {
    expect(typeof navigator === 'undefined' || navigator.locks === undefined).toBe(true);
    const attempt = vi.fn(async () => ({ kind: 'stopped' }) as const);
    const lock = createPayLock(scope, () => undefined);
    open.push(lock);
    expect(await lock.run(attempt)).toBe('ran');
    expect(attempt).toHaveBeenCalledTimes(1);
    const { first, second } = twoTabs(null);
    const paying = deferred<PayLockMessage>();
    const running = first.run(() => paying.promise);
    await expectFree(second);
    paying.resolve({ kind: 'failed' });
    await running;
  });
});
