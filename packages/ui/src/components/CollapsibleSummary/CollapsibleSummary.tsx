import { type ReactNode, useId, useState } from 'react';

/** Props of {@link CollapsibleSummary}. */
export interface CollapsibleSummaryProps {
  /** The toggle's text, e.g. "Order summary"; it stays the same open or closed (the state is `aria-expanded`'s). */
  label: ReactNode;
  /** The formatted total beside the label, always in view on a narrow screen. */
  total: ReactNode;
  /** The summary itself: lines, voucher, price rows. */
  children: ReactNode;
  /** Whether the summary starts open on a narrow screen. Defaults to `false`. */
  defaultOpen?: boolean;
  /** Test id on the root; the toggle gets `<id>-toggle` and the total `<id>-total`. Defaults to none. */
  'data-testid'?: string;
}

/**
 * An order summary that folds on a narrow screen, as hosted checkouts do: a full-width native button
 * (`aria-expanded`, `aria-controls`) with the label and the total opens and closes the content. From
 * 60rem (beside the form in {@link Panels}) the button is gone and the content always shows.
 */
export function CollapsibleSummary({
  label,
  total,
  children,
  defaultOpen = false,
  'data-testid': testId,
}: CollapsibleSummaryProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className="ck-collapsible-summary" data-state={open ? 'open' : 'closed'} data-testid={testId}>
      <button
        type="button"
        className="ck-collapsible-summary__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
        data-testid={testId ? `${testId}-toggle` : undefined}
      >
        <span className="ck-collapsible-summary__label">
          {label}
          <span aria-hidden="true" className="ck-chevron ck-collapsible-summary__chevron" />
        </span>
        <span className="ck-collapsible-summary__total" data-testid={testId ? `${testId}-total` : undefined}>
          {total}
        </span>
      </button>
      <div id={contentId} className="ck-collapsible-summary__content">
        {children}
      </div>
    </div>
  );
}
