import * as v from 'valibot';

/** Answer of `POST /data-layer?step={step}`. Assumption: an object of data-layer entries to push. */
export const DataLayerSchema = v.record(v.string(), v.unknown());
