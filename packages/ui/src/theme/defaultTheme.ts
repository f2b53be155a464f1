/** Text transforms a merchant may give headings. */
export type HeadingTextTransform = 'none' | 'capitalize' | 'uppercase' | 'lowercase';

/** The colours of a theme, each a validated CSS colour in `#rrggbb` or `rgb(r g b / a)` form. */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  error: string;
  info: string;
  success: string;
  warning: string;
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, the right panel. */
  surface: string;
  /** Body text. */
  text: string;
  /** Secondary text: hints, meta lines. */
  textMuted: string;
  /** Field and card borders (at least 3:1 against the background). */
  border: string;
  /** Background of the left panel. */
  panelLeft: string;
  /** Background of the right panel. */
  panelRight: string;
}

/** The shape of the checkout's theme. */
export interface Theme {
  colors: ThemeColors;
  /** A serialised, validated CSS `font-family` list. */
  fontFamily: string;
  /** A numeric font weight between 1 and 1000. */
  fontWeight: number;
  headingTextTransform: HeadingTextTransform;
}

/** The font stack behind Roboto (and behind any merchant font). */
export const fallbackFontStack = 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif';

/** The checkout's theme before any merchant override (spec §9). */
export const defaultTheme: Theme = {
  colors: {
    primary: '#00e3ae',
    secondary: '#00e3ae',
    accent: '#00e3ae',
    error: '#ff5252',
    info: '#2196f3',
    success: '#4caf50',
    warning: '#ffc107',
    background: '#ffffff',
    surface: '#f5f6f7',
    text: '#1d1f21',
    textMuted: '#595d61',
    border: '#81868b',
    panelLeft: '#ffffff',
    panelRight: '#f5f6f7',
  },
  fontFamily: `Roboto, ${fallbackFontStack}`,
  fontWeight: 400,
  headingTextTransform: 'capitalize',
};
