import type { Context } from 'hono';
import * as v from 'valibot';
import { type FieldErrors, fail } from './envelope';

/** The parsed body, or the 4xx answer to send instead. */
export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Turns valibot issues into per-field messages keyed by dotted path (`contact.email`). */
function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

/**
 * Reads a body as JSON, or as fields for a form post (hosted provider pages); `undefined` when it
 * cannot be read.
 */
export async function readRawBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return await c.req.parseBody({ dot: true });
    }
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * Reads a JSON (or form) body and checks it with `schema`: 400 for malformed JSON, 422 with
 * per-field errors when invalid. A body nested too deeply or holding text the database cannot store
 * (a NUL, a lone surrogate) never gets here: `refuseUnstorableBodies` answered it with 400 on its
 * fields before any route ran.
 */
export async function readBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<BodyResult<v.InferOutput<TSchema>>> {
  const json = await readRawBody(c);
  if (json === undefined) return { ok: false, response: fail(c, 400, 'The request body is not valid JSON.') };
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    return { ok: false, response: fail(c, 422, 'The given data was invalid.', toFieldErrors(parsed.issues)) };
  }
  return { ok: true, value: parsed.output };
}
