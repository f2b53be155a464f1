import * as v from 'valibot';
import { PaginationMetaSchema } from './PaginationMetaSchema';

/** The wrapper of every 2xx answer: `{ status: true, data, meta? }` (spec §7); `data` is checked per call. */
export const ApiEnvelopeSchema = v.object({
  status: v.literal(true),
  data: v.optional(v.unknown()),
  is_paginated: v.optional(v.boolean()),
  meta: v.optional(v.nullable(PaginationMetaSchema)),
});
