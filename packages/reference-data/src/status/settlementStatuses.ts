import type { StatusColor } from './StatusColor';

/** Settlement statuses of spec §4. */
export const settlementStatuses = ['failed', 'not settled', 'pending payment', 'settled'] as const;

/** A settlement status value. */
export type SettlementStatus = (typeof settlementStatuses)[number];

/** Colour class of each settlement status. */
export const settlementStatusColors: Readonly<Record<SettlementStatus, StatusColor>> = {
  failed: 'error',
  'not settled': 'warning',
  'pending payment': 'warning',
  settled: 'success',
};
