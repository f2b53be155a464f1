import * as v from 'valibot';
import { WireIdSchema } from './WireIdSchema';

/** Body of `PUT /cart/{cart_id}/shipping-method`: the chosen method's `id` (spec §3). */
export const ShippingMethodUpdateRequestSchema = v.object({ id: WireIdSchema });
