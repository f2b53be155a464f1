import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/** Answer of `GET /setup-intents`. Assumption: the setup intent's `client_secret` and optional `id`. */
export const SetupIntentSchema = v.object({
  client_secret: v.pipe(v.string(), v.minLength(1)),
  id: text,
});
