import * as v from 'valibot';
import { ProviderStateDetailsSchema as details } from './ProviderStateDetailsSchema';

/** Stripe's state: the payment `item` plus details whose `isUpdateContainer` is true in the update flow (spec §3). */
export const StripeStateSchema = v.object({ item: v.unknown(), details });

/** Stripe's payment state. */
export type StripeState = v.InferOutput<typeof StripeStateSchema>;
