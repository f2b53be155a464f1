import type { MerchantScriptFile } from './MerchantAssetApproval';

/**
 * The sha384 of the sandbox's demo merchant widget (`apps/sandbox/src/routes/merchantAssetRoutes.ts`,
 * whose test checks that it still matches).
 */
export const SANDBOX_WIDGET_INTEGRITY = 'sha384-R39BLVqSykEKKjNyDJDcu24+Dp8s8MPtGIEGcyK2sOM6gzZz0J57y+xRXL2GHd0P';

/**
 * What the server pins against the sandbox when `MERCHANT_SCRIPT_HOSTS` is not set (`pnpm start`):
 * the demo widget at its own URL, and at `?copy=tampered` with the same hash, where the sandbox
 * serves other bytes, standing for a merchant's file changed after it was pinned (it must never run).
 */
export function sandboxMerchantFiles(sandboxOrigin: string): MerchantScriptFile[] {
  const widget = new URL('/sandbox/merchant/widget.js', sandboxOrigin).href;
  return [
    { src: widget, integrity: SANDBOX_WIDGET_INTEGRITY },
    { src: `${widget}?copy=tampered`, integrity: SANDBOX_WIDGET_INTEGRITY },
  ];
}
