import type { Cart } from '@checkout/api-client';
import { summaryLines } from '@checkout/checkout-core';
import { formatMoney, getIssueMessageId } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import { Button, CartItemList, type PriceRow, PriceSummary, Select, VoucherField } from '@checkout/ui';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { checkoutMessages } from './checkout.messages';
import { useErrorText } from './useErrorText';
import { VoucherFailure } from './VoucherFailure';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  readonly cart: Cart;
  /** Ids of lines the last stock check found out of stock. */
  readonly outOfStock: readonly string[];
  readonly onQuantityChange: (itemId: string, quantity: number) => Promise<unknown>;
  readonly onRemove: (itemId: string) => Promise<unknown>;
  /** Applies a code; resolves when the attempt settles (its failure is `voucherError`). */
  readonly onVoucherApply: (code: string) => Promise<unknown>;
  readonly onVoucherRemove: () => Promise<unknown>;
  /**
   * Why the last voucher attempt failed (`useCartActions`' `addVoucher` error: a `VoucherFailure`, or a
   * `ValiError` for an empty code), `null` when it did not.
   */
  readonly voucherError: Error | null;
  /** Whether the shopper may change quantities and remove lines. Defaults to `true`. */
  readonly editable?: boolean;
}

const QUANTITIES = Array.from({ length: 10 }, (_, index) => index + 1);

/** The right panel: items, quantity changes, the voucher and the totals in the cart's currency. */
export function CartSummary(props: CartSummaryProps) {
  const { cart, outOfStock, editable = true } = props;
  const intl = useIntl();
  const locale = useLocale();
  const textOf = useErrorText();
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency, locale);
  const labels = {
    subtotal: intl.formatMessage(checkoutMessages.subtotal),
    shipping: intl.formatMessage(checkoutMessages.shippingRow),
    voucher: intl.formatMessage(checkoutMessages.voucherRow, { code: cart.voucher?.code ?? '' }),
    total: intl.formatMessage(checkoutMessages.total),
  };
  const rows = summaryLines(cart).map((line): PriceRow => {
    const label = labels[line.id];
    if (line.id === 'voucher')
      return {
        id: line.id,
        label,
        kind: 'discount',
        amount: `−${money({ ...line.amount, amount: -line.amount.amount })}`,
      };
    if (line.id === 'shipping' && line.amount.amount === 0)
      return { id: line.id, label, amount: intl.formatMessage(checkoutMessages.shippingFree) };
    return { id: line.id, label, amount: line.amount, ...(line.id === 'total' ? { kind: 'total' as const } : {}) };
  });
  // An empty code is the shopper's slip (`VoucherCodeSchema`), not an invalid voucher: it asks for one.
  const voucherError =
    props.voucherError === null
      ? undefined
      : v.isValiError(props.voucherError)
        ? intl.formatMessage({ id: getIssueMessageId('voucher_required') })
        : props.voucherError instanceof VoucherFailure
          ? textOf(props.voucherError.failure)
          : intl.formatMessage({ id: 'checkout.voucher.invalid' });
  return (
    <section className="app-section" aria-labelledby="cart-heading" data-testid="cart-summary">
      <h2 id="cart-heading" className="ck-section-heading">
        {intl.formatMessage(checkoutMessages.cartHeading)}
      </h2>
      {cart.items.length === 0 ? (
        <p data-testid="cart-empty">{intl.formatMessage(checkoutMessages.cartEmpty)}</p>
      ) : (
        <CartItemList
          data-testid="cart-items"
          label={intl.formatMessage(checkoutMessages.cartLabel)}
          formatMoney={money}
          items={cart.items.map((item) => ({
            id: item.id,
            name: item.name,
            quantity: intl.formatMessage(checkoutMessages.quantity, { quantity: item.quantity }),
            price: item.total,
            ...(item.image ? { imageUrl: item.image } : {}),
            details: [
              ...(item.subscription ? [intl.formatMessage(checkoutMessages.subscription, item.subscription)] : []),
              ...(item.rental ? [intl.formatMessage(checkoutMessages.rental, item.rental)] : []),
              ...(outOfStock.includes(item.id) || outOfStock.includes(item.sku)
                ? [intl.formatMessage(checkoutMessages.outOfStock)]
                : []),
            ],
          }))}
        />
      )}
      {editable && cart.items.length > 0 ? (
        <div className="app-section" data-testid="cart-item-controls">
          {cart.items.map((item) => (
            <div className="app-item-actions" key={item.id}>
              <Select
                data-testid={`quantity-${item.sku}`}
                label={intl.formatMessage(checkoutMessages.quantityLabel, { name: item.name })}
                options={QUANTITIES.map((quantity) => ({ value: String(quantity), label: String(quantity) }))}
                value={String(Math.min(Math.max(item.quantity, 1), 10))}
                onChange={(event) => void props.onQuantityChange(item.id, Number(event.target.value))}
              />
              <Button variant="text" data-testid={`remove-${item.sku}`} onClick={() => props.onRemove(item.id)}>
                {intl.formatMessage(checkoutMessages.removeItem, { name: item.name })}
              </Button>
            </div>
          ))}
        </div>
      ) : null}
      <VoucherField
        data-testid="voucher"
        label={intl.formatMessage(checkoutMessages.voucherLabel)}
        applyLabel={intl.formatMessage(checkoutMessages.voucherApply)}
        removeLabel={(code) => intl.formatMessage(checkoutMessages.voucherRemove, { code })}
        loadingLabel={intl.formatMessage(checkoutMessages.voucherApplying)}
        appliedCode={cart.voucher?.code ?? null}
        appliedText={cart.voucher ? `−${money(cart.voucher.discount)}` : undefined}
        onApply={props.onVoucherApply}
        onRemove={() => props.onVoucherRemove()}
        error={voucherError}
      />
      <PriceSummary data-testid="price-summary" rows={rows} formatMoney={money} />
    </section>
  );
}
