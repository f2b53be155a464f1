import type { StatusColor } from './StatusColor';

/** Stock item statuses of spec §4. */
export const stockItemStatuses = [
  'bought out',
  'broken',
  'in stock',
  'removed',
  'rented out',
  'stolen',
  'to repair',
] as const;

/** A stock item status value. */
export type StockItemStatus = (typeof stockItemStatuses)[number];

/** Colour class of each stock item status. */
export const stockItemStatusColors: Readonly<Record<StockItemStatus, StatusColor>> = {
  'bought out': 'info',
  broken: 'error',
  'in stock': 'success',
  removed: 'info',
  'rented out': 'info',
  stolen: 'error',
  'to repair': 'warning',
};
