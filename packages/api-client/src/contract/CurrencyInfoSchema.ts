import * as v from 'valibot';
import { CurrencyCodeSchema } from './CurrencyCodeSchema';

/** Answer of `GET /currency`. Assumption: `{ currency }`, an ISO 4217 code. */
export const CurrencyInfoSchema = v.object({ currency: CurrencyCodeSchema });
