import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Per-field messages, keyed by dotted field path (the platform's validation error shape). */
export type FieldErrors = Record<string, string[]>;

/** Answers `{ status: true, data }` (spec §7 envelope). */
export function ok(c: Context, data: unknown, status: ContentfulStatusCode = 200) {
  return c.json({ status: true, data }, status);
}

/**
 * Answers `{ status: false, message, errors?, code? }`: never a stack trace or an internal detail. The
 * `code` is the platform's machine-readable reason, which the checkout translates (`voucher_expired`).
 */
export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors, code?: string) {
  return c.json({ status: false, message, ...(errors ? { errors } : {}), ...(code ? { code } : {}) }, status);
}
