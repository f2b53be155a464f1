import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/** Body of `POST /data-layer?step={step}`: `cart_id` and `email` (spec §3). */
export const DataLayerRequestSchema = v.object({
  cart_id: v.string(),
  email: text,
});

/** Body of pushing a data-layer step. */
export type DataLayerRequest = v.InferOutput<typeof DataLayerRequestSchema>;
