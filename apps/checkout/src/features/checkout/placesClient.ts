import * as v from 'valibot';

const PredictionsSchema = v.object({
  status: v.string(),
  predictions: v.optional(v.array(v.object({ place_id: v.string(), description: v.string() })), []),
});

const DetailsSchema = v.object({
  status: v.string(),
  result: v.optional(
    v.object({
      address: v.object({
        street: v.optional(v.nullable(v.string())),
        street_number: v.optional(v.nullable(v.string())),
        postal_code: v.optional(v.nullable(v.string())),
        city: v.optional(v.nullable(v.string())),
        region: v.optional(v.nullable(v.string())),
        alpha2: v.optional(v.nullable(v.string())),
      }),
    }),
  ),
});

/** One suggestion of the places service. */
export interface PlaceSuggestion {
  readonly id: string;
  readonly description: string;
}

/** The address fields a chosen place fills. */
export interface PlaceAddress {
  readonly street: string;
  readonly street_number: string;
  readonly postal_code: string;
  readonly city: string;
  readonly region: string;
  readonly alpha2: string;
}

/** Asks the places service (Google Places-shaped; the sandbox's stand-in by default) for address suggestions in a country. */
export async function fetchPlaceSuggestions(
  base: string,
  input: string,
  alpha2: string,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  const url = new URL(`${base}/autocomplete`);
  url.searchParams.set('input', input);
  if (alpha2) url.searchParams.set('country', alpha2.toLowerCase());
  const response = await fetch(url, { signal });
  if (!response.ok) return [];
  const body = v.parse(PredictionsSchema, await response.json());
  return body.predictions.map((prediction) => ({ id: prediction.place_id, description: prediction.description }));
}

/** Reads the address of one suggestion; `null` when the service does not know it. */
export async function fetchPlaceAddress(base: string, id: string, signal?: AbortSignal): Promise<PlaceAddress | null> {
  const response = await fetch(`${base}/details/${encodeURIComponent(id)}`, { signal });
  if (!response.ok) return null;
  const body = v.parse(DetailsSchema, await response.json());
  const address = body.result?.address;
  if (!address) return null;
  return {
    street: address.street ?? '',
    street_number: address.street_number ?? '',
    postal_code: address.postal_code ?? '',
    city: address.city ?? '',
    region: address.region ?? '',
    alpha2: (address.alpha2 ?? '').toUpperCase(),
  };
}
