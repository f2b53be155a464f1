import * as v from 'valibot';
import { ProviderStateDetailsSchema as details } from './ProviderStateDetailsSchema';

/** Adyen's state: the payment `item` plus details whose `isUpdateContainer` is true in the update flow (spec §3). */
export const AdyenStateSchema = v.object({ item: v.unknown(), details });

/** Adyen's payment state. */
export type AdyenState = v.InferOutput<typeof AdyenStateSchema>;
