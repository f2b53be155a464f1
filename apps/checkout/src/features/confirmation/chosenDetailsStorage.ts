import { type ChosenDetails, ChosenDetailsSchema } from '@checkout/checkout-core';
import * as v from 'valibot';
import { readCartRecord, writeCartRecord } from '../checkout/cartStorage';

/**
 * What this tab keeps in `sessionStorage` of the shopper's choices at pay time, for a confirmation
 * the platform's order read does not detail: the same non-sensitive fields the form keeps, under a
 * per-cart key without the api key, expiring like every per-cart record (`cartStorage.ts`).
 */
export const chosenDetailsStorage = {
  /** Keeps the choices the shopper is paying with. */
  keep: (apiKey: string, cartId: string, details: ChosenDetails) =>
    writeCartRecord(sessionStorage, 'chosen', { apiKey, cartId }, v.parse(ChosenDetailsSchema, details)),
  /** The choices kept for this cart, or `null` (none, expired, or not in the expected shape). */
  read: (apiKey: string, cartId: string): ChosenDetails | null =>
    readCartRecord(sessionStorage, 'chosen', { apiKey, cartId }, (data) => {
      const parsed = v.safeParse(ChosenDetailsSchema, data);
      return parsed.success ? parsed.output : null;
    }),
};
