import { PaymentError } from '@checkout/payments';
import { describe, expect, it, vi } from 'vitest';
import { giveUpDraftAfterFailure } from './giveUpDraftAfterFailure';

describe('giveUpDraftAfterFailure', () => {
  it.each(['declined', 'authentication_failed', 'cancelled'] as const)(
    'resets the cart after a %s return',
    async (code) => {
      const api = { resetCart: vi.fn().mockResolvedValue({ data: {} }) };
      await giveUpDraftAfterFailure(api, 'cart-1', new PaymentError(code, 'no'));
      expect(api.resetCart).toHaveBeenCalledWith('cart-1');
    },
  );

  it.each(['network', 'server', 'invalid'] as const)(
    'keeps the draft after a %s failure: the payment may still complete',
    async (code) => {
      const api = { resetCart: vi.fn() };
      await giveUpDraftAfterFailure(api, 'cart-1', new PaymentError(code, 'unknown'));
      expect(api.resetCart).not.toHaveBeenCalled();
    },
  );

  it('never rejects when the reset fails', async () => {
    const api = { resetCart: vi.fn().mockRejectedValue(new Error('offline')) };
    await expect(giveUpDraftAfterFailure(api, 'cart-1', new PaymentError('declined', 'no'))).resolves.toBeUndefined();
  });
});
