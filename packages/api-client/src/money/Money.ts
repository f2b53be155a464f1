/** An amount of money as our code computes with it: integer minor units plus an ISO 4217 code. */
export interface Money {
  /** Integer minor units (cents for EUR, yen for JPY, fils for KWD). */
  readonly amount: number;
  /** ISO 4217 currency code, upper case. */
  readonly currency: string;
}
