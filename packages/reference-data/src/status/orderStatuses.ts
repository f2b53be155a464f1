import type { StatusColor } from './StatusColor';

/** Order statuses of spec §4. */
export const orderStatuses = ['cancelled', 'draft', 'fulfilled', 'open'] as const;

/** An order status value. */
export type OrderStatus = (typeof orderStatuses)[number];

/** Colour class of each order status. */
export const orderStatusColors: Readonly<Record<OrderStatus, StatusColor>> = {
  cancelled: 'error',
  draft: 'info',
  fulfilled: 'success',
  open: 'info',
};
