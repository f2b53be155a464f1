import type { StatusColor } from './StatusColor';

/** Customer payment states of spec §4. */
export const customerPaymentStates = ['paid', 'payment_pending', 'payment_required', 'trial'] as const;

/** A customer payment state value. */
export type CustomerPaymentState = (typeof customerPaymentStates)[number];

/** Colour class of each customer payment state. */
export const customerPaymentStateColors: Readonly<Record<CustomerPaymentState, StatusColor>> = {
  paid: 'success',
  payment_pending: 'warning',
  payment_required: 'error',
  trial: 'info',
};
