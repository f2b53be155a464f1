import type { ReactNode } from 'react';

/** Props of {@link Panels}. */
export interface PanelsProps {
  /** The left panel: the form. */
  left: ReactNode;
  /** The right panel: the cart summary. */
  right: ReactNode;
  /** Accessible names of the two regions. Defaults to none (plain `div`s). */
  leftLabel?: string;
  rightLabel?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * The checkout's two-panel layout: side by side from 60rem wide, stacked (left, then right) below.
 * Each panel paints with the theme's `panelLeft` / `panelRight` colour and its readable text colour
 * (a merchant sets them as `panel_left` / `panel_right` through `applyTheme`).
 */
export function Panels({ left, right, leftLabel, rightLabel, 'data-testid': testId }: PanelsProps) {
  return (
    <div className="ck-panels" data-testid={testId}>
      <section className="ck-panels__left" aria-label={leftLabel}>
        <div className="ck-panels__inner">{left}</div>
      </section>
      <section className="ck-panels__right" aria-label={rightLabel}>
        <div className="ck-panels__inner">{right}</div>
      </section>
    </div>
  );
}
