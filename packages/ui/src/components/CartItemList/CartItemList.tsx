import type { ReactNode } from 'react';
import { type Amount, type FormatMoney, formatAmount } from '../formatAmount';

/** One line of the cart as the shopper sees it; all texts already localised. */
export interface CartItemView {
  id: string;
  name: ReactNode;
  /** Quantity text, e.g. "2 ×" or "Qty 2". */
  quantity: ReactNode;
  /** Line price. */
  price: Amount;
  /** Extra lines: subscription frequency ("Monthly"), rental period ("12 months"), variant. Defaults to none. */
  details?: readonly ReactNode[];
  /** Product image URL; decorative next to the name. Defaults to none. */
  imageUrl?: string;
}

/** Props of {@link CartItemList}. */
export interface CartItemListProps {
  items: readonly CartItemView[];
  /** Accessible name of the list (e.g. "Your cart"). */
  label: string;
  /** Required when any price is given as money. Defaults to none. */
  formatMoney?: FormatMoney;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** The cart's items with quantity, subscription frequency or rental period and price. */
export function CartItemList({ items, label, formatMoney, 'data-testid': testId }: CartItemListProps) {
  return (
    <ul className="ck-cart" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="ck-cart__item" data-testid={testId ? `${testId}-item` : undefined}>
          {item.imageUrl ? <img className="ck-cart__image" src={item.imageUrl} alt="" width={56} height={56} /> : null}
          <div className="ck-cart__text">
            <p className="ck-cart__name">{item.name}</p>
            {item.details?.map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: details are static lines in order.
              <p key={index} className="ck-cart__detail">
                {detail}
              </p>
            ))}
          </div>
          <p className="ck-cart__quantity">{item.quantity}</p>
          <p className="ck-cart__price">{formatAmount(item.price, formatMoney)}</p>
        </li>
      ))}
    </ul>
  );
}
