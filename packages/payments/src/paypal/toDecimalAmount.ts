import type { PaymentMoney } from '../contract/PaymentPortData';

/** Integer minor units as the decimal string providers expect (`1050 EUR` → `"10.50"`, `500 JPY` → `"500"`), using the currency's ISO 4217 digits. */
export function toDecimalAmount(money: PaymentMoney): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const sign = money.amount < 0 ? '-' : '';
  const units = Math.abs(Math.trunc(money.amount))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}
