import * as v from 'valibot';

/** Answer of `POST /utils/verify-recaptcha`. Assumption: `success` and an optional v3 `score`. */
export const RecaptchaVerificationSchema = v.object({
  success: v.boolean(),
  score: v.optional(v.nullable(v.number())),
});
