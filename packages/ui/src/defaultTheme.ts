/** The checkout's theme before any merchant override (spec §9). */
export const defaultTheme = {
  colors: {
    primary: '#00e3ae',
    secondary: '#00e3ae',
    accent: '#00e3ae',
    error: '#FF5252',
    info: '#2196F3',
    success: '#4CAF50',
    warning: '#FFC107',
  },
  fontFamily: 'Roboto',
  fontWeight: 400,
  headingTextTransform: 'capitalize',
} as const;

/** The shape of the checkout's theme. */
export type Theme = typeof defaultTheme;
