import type { CartParamsRequest } from '@checkout/api-client';
import { type CartScope, readCartRecord, writeCartRecord } from './cartStorage';

/** Sends the landing URL's UTM parameters once per cart and browser session (spec: "sent once with the params call"). */
export async function sendUtmParamsOnce(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  scope: CartScope,
  params: CartParamsRequest | null,
  send: (params: CartParamsRequest) => Promise<unknown>,
): Promise<boolean> {
  if (params === null) return false;
  if (readCartRecord(storage, 'utm-sent', scope, (sent) => (sent === true ? true : null)) !== null) return false;
  writeCartRecord(storage, 'utm-sent', scope, true);
  await send(params);
  return true;
}
