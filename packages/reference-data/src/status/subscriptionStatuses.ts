import type { StatusColor } from './StatusColor';

/** Subscription statuses of spec §4. */
export const subscriptionStatuses = [
  'active',
  'bought out',
  'cancellation requested',
  'cancelled',
  'ended',
  'lost/stolen',
  'manual bought out',
  'paused',
  'pending activation',
  'pending buyout',
  'pending replacement',
  'pending return',
] as const;

/** A subscription status value. */
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Colour class of each subscription status. */
export const subscriptionStatusColors: Readonly<Record<SubscriptionStatus, StatusColor>> = {
  active: 'success',
  'bought out': 'success',
  'cancellation requested': 'warning',
  cancelled: 'error',
  ended: 'info',
  'lost/stolen': 'error',
  'manual bought out': 'success',
  paused: 'warning',
  'pending activation': 'warning',
  'pending buyout': 'warning',
  'pending replacement': 'warning',
  'pending return': 'warning',
};
