import * as v from 'valibot';

/** Body of `POST /utils/verify-recaptcha`: the widget's `token` (spec §7). */
export const RecaptchaRequestSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });
