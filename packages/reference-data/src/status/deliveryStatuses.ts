import type { StatusColor } from './StatusColor';

/** Order delivery statuses of spec §4. */
export const deliveryStatuses = [
  'delivered',
  'delivery',
  'dunning-cancelled',
  'in clarification',
  'in dunning',
  'lost',
  'ordered at supplier',
  'picked up',
  'pick up',
  'replaced',
  'replacement',
  'test order',
] as const;

/** A delivery status value. */
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Colour class of each delivery status. */
export const deliveryStatusColors: Readonly<Record<DeliveryStatus, StatusColor>> = {
  delivered: 'success',
  delivery: 'info',
  'dunning-cancelled': 'error',
  'in clarification': 'warning',
  'in dunning': 'warning',
  lost: 'error',
  'ordered at supplier': 'info',
  'picked up': 'success',
  'pick up': 'info',
  replaced: 'info',
  replacement: 'info',
  'test order': 'info',
};
