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
  /**
   * Puts the right panel first in the document: read and tabbed to first, and on top when the panels
   * stack; from 60rem it still sits on the right. Defaults to `false`.
   */
  rightFirst?: boolean;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * The checkout's two-panel layout: side by side from 60rem wide, stacked below (in document order).
 * Each panel paints with the theme's `panelLeft` / `panelRight` colour and its readable text colour
 * (a merchant sets them as `panel_left` / `panel_right` through `applyTheme`).
 */
export function Panels({ left, right, leftLabel, rightLabel, rightFirst = false, 'data-testid': testId }: PanelsProps) {
  const leftPanel = (
    <section className="ck-panels__left" aria-label={leftLabel}>
      <div className="ck-panels__inner">{left}</div>
    </section>
  );
  const rightPanel = (
    <section className="ck-panels__right" aria-label={rightLabel}>
      <div className="ck-panels__inner">{right}</div>
    </section>
  );
  return (
    <div className="ck-panels" data-testid={testId} data-order={rightFirst ? 'right-first' : 'left-first'}>
      {rightFirst ? rightPanel : leftPanel}
      {rightFirst ? leftPanel : rightPanel}
    </div>
  );
}
