import { ApiEnvelopeSchema } from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import * as v from 'valibot';

/** Sends a JSON request to the app in-process. */
export async function send(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Reads a 2xx envelope and checks its `data` against the api-client schema of the call;
 * returns the wire `data` (what the sandbox sent) for assertions.
 */
export async function readData<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
): Promise<Record<string, unknown>> {
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(body)}`);
  const envelope = v.parse(ApiEnvelopeSchema, body);
  v.parse(schema, envelope.data);
  return envelope.data as Record<string, unknown>;
}

/** Reads an error envelope `{ status: false, message }` and returns its message. */
export async function readError(response: Response): Promise<{ status: number; message: unknown; errors?: unknown }> {
  const body = (await response.json()) as { status?: unknown; message?: unknown; errors?: unknown };
  if (body.status !== false) throw new Error(`Expected an error envelope, got ${JSON.stringify(body)}`);
  return { status: response.status, message: body.message, errors: body.errors };
}
