import type { PaymentMethodOption } from '@checkout/api-client';
import { paymentMethodUpdateDispatch, resolvePaymentProvider } from '@checkout/payments';

/** Whether a payment method's provider can replace a stored payment method (spec §4 dispatch). */
export function canUpdate(method: Pick<PaymentMethodOption, 'gateway' | 'version'>): boolean {
  const resolution = resolvePaymentProvider({ gateway: method.gateway, version: method.version });
  return resolution.status === 'resolved' && paymentMethodUpdateDispatch[resolution.provider] !== 'not_recognized';
}

/** The merchant's payment methods the update page offers: only those whose provider can update. */
export function updatableMethods(methods: readonly PaymentMethodOption[]): PaymentMethodOption[] {
  return methods.filter(canUpdate);
}
