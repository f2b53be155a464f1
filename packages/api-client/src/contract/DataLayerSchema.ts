import * as v from 'valibot';

/** Answer of `POST /data-layer?step={step}`. Assumption: an object of data-layer entries to push. */
export const DataLayerSchema = v.record(v.string(), v.unknown());

/** Data-layer entries for a checkout step. */
export type DataLayer = v.InferOutput<typeof DataLayerSchema>;
