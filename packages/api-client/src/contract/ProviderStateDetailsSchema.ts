import * as v from 'valibot';

/** The details part of a provider's state: `isUpdateContainer` is true in the update flow, false in checkout (spec §3). */
export const ProviderStateDetailsSchema = v.object({ isUpdateContainer: v.boolean() });

/** The details part of a provider's state. */
export type ProviderStateDetails = v.InferOutput<typeof ProviderStateDetailsSchema>;
