import { describe, expect, it, vi } from 'vitest';
import type { PortPaymentStatus } from '../contract/PaymentPortData';
import { apiFailure } from '../testing/createFakePort';
import { awaitPayOutcome } from './awaitPayOutcome';
import type { PayAttemptStore } from './PayAttemptStore';

const status = (state: PortPaymentStatus['state'], orderId: string | null = null): PortPaymentStatus => ({
  state,
  order_id: orderId,
});

function setup(...answers: (PortPaymentStatus | Error)[]) {
  const store: PayAttemptStore = { read: vi.fn(), write: vi.fn(), clear: vi.fn() };
  const checkStatus = vi.fn(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('Asked too often.');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  // No timer: each wait is recorded and over at once.
  const wait = vi.fn(() => Promise.resolve());
  return { store, checkStatus, wait, from };
}

/** What `runPayAttempt` said before the wait. */
const from = { status: 'confirming', state: 'charging', orderId: null } as const;

describe('awaitPayOutcome', () => {
  it('asks every interval until the platform has written the order, then ends the attempt', async () => {
    const { store, checkStatus, wait } = setup(status('charging'), status('charged'), status('ordered', 'o1'));
    const result = await awaitPayOutcome({ from, store, checkStatus, wait, intervalMs: 2000, maxReads: 60 });
    expect(result).toEqual({ status: 'confirmed', orderId: 'o1', confirmation: null });
    expect(wait.mock.calls).toEqual([[2000], [2000], [2000]]);
    expect(store.clear).toHaveBeenCalledOnce();
  });

  it('stops after its reads with what it knows, keeping the attempt', async () => {
    const { store, checkStatus, wait } = setup(status('charging'), status('pending', 'o2'), status('pending', 'o2'));
    const result = await awaitPayOutcome({ from, store, checkStatus, wait, maxReads: 3 });
    expect(result).toEqual({ status: 'confirming', state: 'pending', orderId: 'o2' });
    expect(checkStatus).toHaveBeenCalledTimes(3);
    expect(store.clear).not.toHaveBeenCalled();
  });

  it('says nothing was paid when the platform no longer holds a payment for the cart', async () => {
    const { store, checkStatus, wait } = setup(status('charging'), status('none'));
    expect(await awaitPayOutcome({ from, store, checkStatus, wait })).toEqual({ status: 'not_paid' });
  });

  it('asks again after a read that failed, and says it could not ask when the last one failed', async () => {
    const offline = apiFailure(500, 'Failed to fetch', 'network');
    const recovered = setup(offline, status('ordered', 'o3'));
    expect(await awaitPayOutcome({ ...recovered, maxReads: 2 })).toMatchObject({ status: 'confirmed', orderId: 'o3' });
    const down = setup(status('charging'), offline);
    expect(await awaitPayOutcome({ ...down, maxReads: 2 })).toMatchObject({
      status: 'unanswered',
      error: { code: 'network' },
    });
  });

  it('stops asking when the page is left, with what it knew', async () => {
    const { store, checkStatus, wait } = setup(status('charged'), status('charged'));
    const controller = new AbortController();
    wait
      .mockImplementationOnce(() => Promise.resolve())
      .mockImplementationOnce(() => {
        controller.abort();
        return Promise.resolve();
      });
    const result = await awaitPayOutcome({ from, store, checkStatus, wait, signal: controller.signal });
    expect(result).toEqual({ status: 'confirming', state: 'charged', orderId: null });
    expect(checkStatus).toHaveBeenCalledOnce();
  });
});
