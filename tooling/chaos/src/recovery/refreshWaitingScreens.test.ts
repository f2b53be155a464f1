import type { PaymentStatus } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import type { ShopperScreen } from '../ShopperScreen';
import { refreshWaitingScreens } from './refreshWaitingScreens';

const screen = (cartId: string, shown: ShopperScreen['shown']): ShopperScreen => ({
  cartId,
  tab: 'a',
  path: 'invoice',
  browser: false,
  shown,
});
const waiting = { kind: 'being-confirmed', reason: 'the answer was lost' } as const;

describe('refreshWaitingScreens', () => {
  it('lets a page that said "being confirmed" show what payment-status says once asked again', async () => {
    const statuses: Record<string, PaymentStatus> = {
      ordered: { state: 'ordered', order_id: 'ord_1' },
      nothing: { state: 'none', order_id: null },
      pending: { state: 'pending', order_id: 'ord_draft' },
    };
    const refreshed = await refreshWaitingScreens(
      [screen('ordered', waiting), screen('nothing', waiting), screen('pending', waiting)],
      async (cartId) => statuses[cartId] as PaymentStatus,
    );
    expect(refreshed.map((s) => s.shown)).toEqual([
      { kind: 'confirmed', orderId: 'ord_1' },
      { kind: 'failed', reason: 'the payment did not go through' },
      waiting,
    ]);
  });

  it('keeps every other screen as the shopper saw it, without asking', async () => {
    const asked: string[] = [];
    const kept = [screen('a', { kind: 'confirmed', orderId: 'ord_a' }), screen('b', { kind: 'failed', reason: 'x' })];
    const refreshed = await refreshWaitingScreens(kept, async (cartId) => {
      asked.push(cartId);
      return { state: 'none', order_id: null };
    });
    expect(refreshed).toEqual(kept);
    expect(asked).toEqual([]);
  });
});
