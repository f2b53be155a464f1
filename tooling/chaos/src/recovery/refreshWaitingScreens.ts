import type { PaymentStatus } from '@checkout/api-client';
import type { ShopperScreen } from '../ShopperScreen';

/**
 * The screens once the pages that said "being confirmed" have asked again (the checkout polls
 * payment-status there): `ordered` shows the order, `none` says the payment did not go through,
 * anything else stays "being confirmed". Other screens are kept as they were.
 */
export async function refreshWaitingScreens(
  screens: readonly ShopperScreen[],
  statusOf: (cartId: string) => Promise<PaymentStatus>,
): Promise<ShopperScreen[]> {
  return Promise.all(
    screens.map(async (screen) => {
      if (screen.shown.kind !== 'being-confirmed') return screen;
      const status = await statusOf(screen.cartId);
      if (status.state === 'ordered' && status.order_id)
        return { ...screen, shown: { kind: 'confirmed', orderId: status.order_id } };
      if (status.state === 'none')
        return { ...screen, shown: { kind: 'failed', reason: 'the payment did not go through' } };
      return screen;
    }),
  );
}
