/** The id format the platform accepts in a path (the api-client checks the same before sending). */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

/** Tells whether a path parameter is a well-formed id. */
export function isSafeId(value: string | undefined): value is string {
  return value !== undefined && SAFE_ID.test(value) && !value.includes('..');
}
