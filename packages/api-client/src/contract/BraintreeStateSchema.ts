import * as v from 'valibot';
import { ProviderStateDetailsSchema as details } from './ProviderStateDetailsSchema';

/** Braintree's state: the `authorization` plus details whose `isUpdateContainer` is true in the update flow (spec §3). */
export const BraintreeStateSchema = v.object({ authorization: v.string(), details });

/** Braintree's payment state. */
export type BraintreeState = v.InferOutput<typeof BraintreeStateSchema>;
