import type { PaymentMountCallbacks, PaymentMountHandle } from '../contract/PaymentAdapter';

/** The mount of an adapter without a widget: nothing is rendered, readiness is reported at once. */
export function noWidget(callbacks: PaymentMountCallbacks = {}): Promise<PaymentMountHandle> {
  callbacks.onReady?.();
  return Promise.resolve({ unmount: () => undefined });
}
