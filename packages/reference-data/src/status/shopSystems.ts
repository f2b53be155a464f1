import type { StatusColor } from './StatusColor';

/** Shop systems of spec §4. */
export const shopSystems = ['magento', 'saleor', 'shopify', 'shopware5', 'shopware6', 'woocommerce'] as const;

/** A shop system value. */
export type ShopSystem = (typeof shopSystems)[number];

/** Colour class of each shop system. */
export const shopSystemColors: Readonly<Record<ShopSystem, StatusColor>> = {
  magento: 'info',
  saleor: 'info',
  shopify: 'info',
  shopware5: 'info',
  shopware6: 'info',
  woocommerce: 'info',
};
