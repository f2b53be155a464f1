import type { ReactNode } from 'react';

/** The colour classes a status maps to (spec §4), plus neutral for unmapped statuses. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** Props of {@link StatusChip}. */
export interface StatusChipProps {
  /** The status's colour class, from the host's status vocabulary mapping. */
  tone: StatusTone;
  /** The localised status text. */
  children: ReactNode;
  /** The raw status value, exposed as `data-status`. Defaults to none. */
  status?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A small label showing an order, subscription or payment status in its colour class. */
export function StatusChip({ tone, children, status, 'data-testid': testId }: StatusChipProps) {
  return (
    <span className="ck-chip" data-tone={tone} data-state={tone} data-status={status} data-testid={testId}>
      <span className="ck-chip__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
