/**
 * The header the client sends on writes without a body (reset, voucher and item delete, Stripe
 * customer): a custom header makes a browser ask the platform first (a CORS preflight), so another
 * origin cannot send such a write as a "simple request".
 */
export const WRITE_REQUEST_HEADER = 'x-checkout-request';
