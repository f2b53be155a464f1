import * as v from 'valibot';

/**
 * The optional redirect a payment answer carries: `redirect` and `redirect_url` (spec §3, §4),
 * read as `{ redirect, redirect_url }` where `redirect` is true exactly when there is a URL to
 * follow; `redirect: true` without a URL is an invalid response.
 */
export const redirectEntries = {
  redirect: v.optional(v.nullable(v.boolean())),
  redirect_url: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1)))),
};

/** The redirect of a payment answer after parsing. */
export interface Redirect {
  /** Whether the browser must leave for `redirect_url`. */
  readonly redirect: boolean;
  /** Where to go when `redirect` is true, else `null`. */
  readonly redirect_url: string | null;
}

/** Reads the redirect entries of a parsed wire object. */
export function readRedirect(value: RedirectWire): Redirect {
  const url = value.redirect_url ?? null;
  return { redirect: value.redirect !== false && url !== null, redirect_url: value.redirect !== false ? url : null };
}

/** The redirect entries as they arrive. */
type RedirectWire = { redirect?: boolean | null; redirect_url?: string | null };

/** A valibot check that `redirect: true` comes with a URL. */
export function redirectHasUrl<TInput extends RedirectWire>() {
  return v.check<TInput, string>(
    (value) => value.redirect !== true || (value.redirect_url ?? '') !== '',
    'Expected redirect_url when redirect is true',
  );
}

/** Answer of the payment-method updates and other calls that may only redirect. */
export const RedirectSchema = v.pipe(v.object(redirectEntries), redirectHasUrl(), v.transform(readRedirect));
