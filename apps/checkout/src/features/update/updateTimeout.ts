import { UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS } from '@checkout/api-client';

/** Name of the test-only global that shortens the all-orders timeout (see the app README, "Update-payment links"). */
const UPDATE_TIMEOUT_OVERRIDE_GLOBAL = '__checkoutUpdateTimeoutMs';

/**
 * Timeout of `PUT /customers/{customer_id}/payment-methods`: 40 000 ms (spec §7, §9). Browser tests
 * may shorten it with `window.__checkoutUpdateTimeoutMs`, honoured only for merchants in sandbox
 * mode, so a production page always waits the full 40 s.
 */
export function updateAllTimeoutMs(sandboxMode: boolean, scope: object = globalThis): number {
  if (!sandboxMode) return UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS;
  const override: unknown = Reflect.get(scope, UPDATE_TIMEOUT_OVERRIDE_GLOBAL);
  return typeof override === 'number' &&
    Number.isInteger(override) &&
    override > 0 &&
    override < UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS
    ? override
    : UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS;
}
