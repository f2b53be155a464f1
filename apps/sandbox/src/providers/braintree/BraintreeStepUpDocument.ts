/** What the sandbox keeps of a platform step-up challenge (`provider_objects`, kind `challenge`; status `open`, `passed`, `failed` or `expired`). */
export interface BraintreeStepUpDocument {
  amount: string;
  currency: string;
  merchant_name: string;
  /** The checkout's `redirected` return, where the challenge page sends the shopper back. */
  return_url: string;
}
