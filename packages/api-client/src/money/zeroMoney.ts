import type { Money } from './Money';

/** Zero in `currency`, the placeholder a failed conversion leaves while its issue is reported. */
export function zeroMoney(currency: string): Money {
  return { amount: 0, currency };
}
