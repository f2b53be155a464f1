import * as v from 'valibot';
import { ShippingMethodSchema } from './ShippingMethodSchema';

/** A list of shipping methods. */
export const ShippingMethodsSchema = v.array(ShippingMethodSchema);
