import * as v from 'valibot';

const count = v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))));

/**
 * Pagination data of a paginated answer (`is_paginated`, spec §7).
 *
 * Assumption: Laravel's names (`current_page`, `last_page`, `per_page`, `total`), each optional;
 * other keys are kept.
 */
export const PaginationMetaSchema = v.looseObject({
  current_page: count,
  last_page: count,
  per_page: count,
  total: count,
});

/** Pagination data of a paginated answer. */
export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>;
