import type { CSSProperties, ReactNode } from 'react';
import { formatColor } from '../../theme/formatColor';
import { parseColor } from '../../theme/parseColor';
import { onColor } from '../../theme/readableColors';

/** Props of {@link Panels}. */
export interface PanelsProps {
  /** The left panel: the form. */
  left: ReactNode;
  /** The right panel: the cart summary. */
  right: ReactNode;
  /** Merchant background of the left panel; invalid colours are ignored. Defaults to the theme's `panelLeft`. */
  leftBackground?: string;
  /** Merchant background of the right panel; invalid colours are ignored. Defaults to the theme's `panelRight`. */
  rightBackground?: string;
  /** Accessible names of the two regions. Defaults to none (plain `div`s). */
  leftLabel?: string;
  rightLabel?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

const background = (value: string | undefined): CSSProperties | undefined => {
  const color = parseColor(value);
  if (!color) return undefined;
  // A merchant background can be dark: its text becomes black or white, whichever reaches AA.
  return {
    '--ck-panel-background': formatColor(color),
    '--ck-panel-color': formatColor(onColor(color)),
  } as CSSProperties;
};

/** The checkout's two-panel layout: side by side from 60rem wide, stacked (left, then right) below. */
export function Panels({
  left,
  right,
  leftBackground,
  rightBackground,
  leftLabel,
  rightLabel,
  'data-testid': testId,
}: PanelsProps) {
  return (
    <div className="ck-panels" data-testid={testId}>
      <section className="ck-panels__left" aria-label={leftLabel} style={background(leftBackground)}>
        <div className="ck-panels__inner">{left}</div>
      </section>
      <section className="ck-panels__right" aria-label={rightLabel} style={background(rightBackground)}>
        <div className="ck-panels__inner">{right}</div>
      </section>
    </div>
  );
}
