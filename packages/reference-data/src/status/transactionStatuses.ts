import type { StatusColor } from './StatusColor';

/** Transaction statuses of spec §4. */
export const transactionStatuses = [
  'authorization_expired',
  'authorized',
  'authorized_order',
  'chargeback',
  'failed',
  'failed_refund',
  'full_refund',
  'gateway_rejected',
  'partial_refund',
  'pending',
  'processor_declined',
  'received_partial_refund',
  'refund',
  'refunded',
  'settled',
  'submitted_for_settlement',
  'succeeded',
] as const;

/** A transaction status value. */
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Colour class of each transaction status. */
export const transactionStatusColors: Readonly<Record<TransactionStatus, StatusColor>> = {
  authorization_expired: 'error',
  authorized: 'success',
  authorized_order: 'success',
  chargeback: 'error',
  failed: 'error',
  failed_refund: 'error',
  full_refund: 'info',
  gateway_rejected: 'error',
  partial_refund: 'info',
  pending: 'warning',
  processor_declined: 'error',
  received_partial_refund: 'info',
  refund: 'info',
  refunded: 'info',
  settled: 'success',
  submitted_for_settlement: 'warning',
  succeeded: 'success',
};
