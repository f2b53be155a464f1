import type { ReactNode } from 'react';
import { type Amount, type FormatMoney, formatAmount } from '../formatAmount';

/** One row of a {@link PriceSummary}. */
export interface PriceRow {
  id: string;
  label: ReactNode;
  amount: Amount;
  /** `discount` shows the amount in the success colour (a voucher); `total` is emphasised. Defaults to `'default'`. */
  kind?: 'default' | 'discount' | 'total';
  /** A note under the label, e.g. the voucher code or "incl. VAT". Defaults to none. */
  note?: ReactNode;
}

/** Props of {@link PriceSummary}. */
export interface PriceSummaryProps {
  rows: readonly PriceRow[];
  /** Required when any amount is given as money. Defaults to none. */
  formatMoney?: FormatMoney;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** Subtotal, shipping, voucher discount and total as a description list. */
export function PriceSummary({ rows, formatMoney, 'data-testid': testId }: PriceSummaryProps) {
  return (
    <dl className="ck-summary" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.id} className="ck-summary__row" data-kind={row.kind ?? 'default'}>
          <dt className="ck-summary__label">
            {row.label}
            {row.note ? <span className="ck-summary__note">{row.note}</span> : null}
          </dt>
          <dd className="ck-summary__amount">{formatAmount(row.amount, formatMoney)}</dd>
        </div>
      ))}
    </dl>
  );
}
