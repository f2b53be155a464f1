import type { StatusColor } from './StatusColor';

/** Price modes of spec §4. */
export const priceModes = ['changeable', 'fixed', 'skipped'] as const;

/** A price mode value. */
export type PriceMode = (typeof priceModes)[number];

/** Colour class of each price mode. */
export const priceModeColors: Readonly<Record<PriceMode, StatusColor>> = {
  changeable: 'info',
  fixed: 'info',
  skipped: 'info',
};
