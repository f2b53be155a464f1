import type { StatusColor } from './StatusColor';

/** Product types of spec §4. */
export const productTypes = ['consumable', 'digital', 'normal'] as const;

/** A product type value. */
export type ProductType = (typeof productTypes)[number];

/** Colour class of each product type. */
export const productTypeColors: Readonly<Record<ProductType, StatusColor>> = {
  consumable: 'info',
  digital: 'info',
  normal: 'info',
};
