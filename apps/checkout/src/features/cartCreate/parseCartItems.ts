/** One item of a cart-creation link. */
export interface CartCreateItem {
  readonly sku: string;
  readonly quantity: number;
}

const SKU = /^[A-Za-z0-9._~-]{1,128}$/;

/**
 * Reads the `items` of a cart-creation link, `sku:quantity` pairs separated by commas
 * (`tripod:1,ebook-guide:2`); a missing quantity is 1. `null` when any pair is malformed or none is given.
 */
export function parseCartItems(value: unknown): CartCreateItem[] | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const items: CartCreateItem[] = [];
  for (const part of value.split(',')) {
    const [sku = '', quantityText = '1', ...rest] = part.trim().split(':');
    const quantity = Number(quantityText);
    if (rest.length > 0 || !SKU.test(sku) || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > 999)
      return null;
    items.push({ sku, quantity });
  }
  return items;
}
