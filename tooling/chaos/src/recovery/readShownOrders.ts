import { type CheckoutApi, CheckoutApiError, type PaymentStatus } from '@checkout/api-client';
import type { OrderRecord } from '../judgeCarts';
import type { ShopperScreen } from '../ShopperScreen';

/**
 * The platform's record of every order a screen shows as confirmed: its status (`GET /order/{id}`;
 * `null` when there is no such order) and the cart whose payment-status names it as its order.
 */
export async function readShownOrders(
  screens: readonly ShopperScreen[],
  api: CheckoutApi,
  statusOf: (cartId: string) => Promise<PaymentStatus>,
): Promise<Map<string, OrderRecord>> {
  const shown = new Map<string, string>();
  for (const screen of screens) if (screen.shown.kind === 'confirmed') shown.set(screen.shown.orderId, screen.cartId);
  const records = new Map<string, OrderRecord>();
  for (const [orderId, cartId] of shown) {
    try {
      const { data } = await api.getOrder(orderId);
      const status = await statusOf(cartId);
      records.set(orderId, {
        status: data.order.status ?? 'unknown',
        cartId: status.state === 'ordered' && status.order_id === orderId ? cartId : null,
      });
    } catch (error) {
      if (error instanceof CheckoutApiError && error.status === 404) records.set(orderId, null);
      else throw error;
    }
  }
  return records;
}
