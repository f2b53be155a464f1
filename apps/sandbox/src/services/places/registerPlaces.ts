import type { Context, Hono } from 'hono';
import { type PlaceRecord, placesData } from './placesData';

/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['US', 'CA', 'AU', 'GB', 'FR']);

/** Where the stand-in answers Google's Places API (New) paths (`https://places.googleapis.com/v1/...`). */
const PLACES_V1 = '/sandbox/places/v1';

function streetLine(place: PlaceRecord): string {
  return NUMBER_FIRST.has(place.alpha2)
    ? `${place.streetNumber} ${place.street}`
    : `${place.street} ${place.streetNumber}`;
}

function cityLine(place: PlaceRecord): string {
  if (['US', 'CA', 'AU'].includes(place.alpha2))
    return `${place.city}, ${place.state?.short ?? ''} ${place.postalCode}`;
  if (place.alpha2 === 'GB') return `${place.city} ${place.postalCode}`;
  return `${place.postalCode} ${place.city}`;
}

function formattedAddress(place: PlaceRecord): string {
  return `${streetLine(place)}, ${cityLine(place)}, ${place.country}`;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A place's `addressComponents` as Google's Places API (New) gives them. */
function addressComponents(place: PlaceRecord) {
  const component = (longText: string, shortText: string, types: string[]) => ({
    longText,
    shortText,
    types,
    languageCode: 'en',
  });
  // Google names the UK's city the postal town, and a locality too only where there is one.
  const cityTypes = place.alpha2 === 'GB' ? ['postal_town'] : ['locality', 'political'];
  return [
    component(place.streetNumber, place.streetNumber, ['street_number']),
    component(place.street, place.street, ['route']),
    component(place.city, place.city, cityTypes),
    ...(place.province
      ? [component(place.province.long, place.province.short, ['administrative_area_level_2', 'political'])]
      : []),
    ...(place.state
      ? [component(place.state.long, place.state.short, ['administrative_area_level_1', 'political'])]
      : []),
    component(place.country, place.alpha2, ['country', 'political']),
    component(place.postalCode, place.postalCode, ['postal_code']),
  ];
}

/** Google's error body (`google.rpc.Status`). */
const googleError = (c: Context, status: 400 | 404, message: string) =>
  c.json({ error: { code: status, message, status: status === 400 ? 'INVALID_ARGUMENT' : 'NOT_FOUND' } }, status);

/** One `placePrediction` of an autocomplete answer. */
function placePrediction(place: PlaceRecord, firstTerm: string) {
  const text = formattedAddress(place);
  const main = streetLine(place);
  const offset = fold(text).indexOf(firstTerm);
  return {
    placePrediction: {
      place: `places/${place.placeId}`,
      placeId: place.placeId,
      text: { text, matches: offset >= 0 ? [{ startOffset: offset, endOffset: offset + firstTerm.length }] : [] },
      structuredFormat: { mainText: { text: main }, secondaryText: { text: text.slice(main.length + 2) } },
      types: ['street_address', 'geocode'],
    },
  };
}

/**
 * A places stand-in answering Google's Places API (New) as the Maps JavaScript API calls it:
 * `POST {PLACES_V1}/places:autocomplete` with `{ input, includedRegionCodes, sessionToken }` answers
 * `{ suggestions: [{ placePrediction }] }` from a built-in address list, and
 * `GET {PLACES_V1}/places/{id}` answers the place with its `addressComponents` in Google's format.
 */
export function registerPlaces(app: Hono): void {
  // Hono reads `:autocomplete` as a parameter, so Google's custom-method path is matched by hand.
  app.post(`${PLACES_V1}/*`, async (c) => {
    if (c.req.path !== `${PLACES_V1}/places:autocomplete`) return googleError(c, 404, 'Unknown method.');
    const body = (await c.req.json().catch(() => ({}))) as { input?: unknown; includedRegionCodes?: unknown };
    const input = fold(typeof body.input === 'string' ? body.input : '').trim();
    if (input === '') return googleError(c, 400, 'input is required.');
    const countries = (Array.isArray(body.includedRegionCodes) ? body.includedRegionCodes : [])
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim().toUpperCase());
    const terms = input.split(/[\s,]+/).filter((term) => term !== '');
    const suggestions = placesData
      .filter((place) => countries.length === 0 || countries.includes(place.alpha2))
      .filter((place) => terms.every((term) => fold(formattedAddress(place)).includes(term)))
      .slice(0, 5)
      .map((place) => placePrediction(place, terms[0] ?? ''));
    // Google answers `{}` when nothing matches.
    return c.json(suggestions.length > 0 ? { suggestions } : {});
  });

  app.get(`${PLACES_V1}/places/:id`, (c) => {
    const place = placesData.find((candidate) => candidate.placeId === c.req.param('id'));
    if (!place) return googleError(c, 404, 'Place not found.');
    const fields = (c.req.header('x-goog-fieldmask') ?? c.req.query('fields') ?? '').split(',').map((f) => f.trim());
    if (fields.every((field) => field === '')) return googleError(c, 400, 'A field mask is required.');
    const all = {
      id: place.placeId,
      formattedAddress: formattedAddress(place),
      addressComponents: addressComponents(place),
    };
    const wanted = fields.includes('*')
      ? all
      : Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k)));
    return c.json(wanted);
  });
}
