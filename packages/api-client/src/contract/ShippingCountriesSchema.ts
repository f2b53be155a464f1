import * as v from 'valibot';
import { ShippingCountrySchema } from './ShippingCountrySchema';

/** A cart's shipping countries. */
export const ShippingCountriesSchema = v.array(ShippingCountrySchema);
