import type { Hono } from 'hono';
import { type PlaceRecord, placesData } from './placesData';

/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['US', 'CA', 'AU', 'GB', 'FR']);

/** The checkout's address fields of a place: `region` is the state, or the province in IT and ES. */
export interface PlaceAddress {
  street: string;
  street_number: string;
  postal_code: string;
  city: string;
  region: string | null;
  alpha2: string;
}

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

/** The address of a place in the checkout's field names. */
function placeAddress(place: PlaceRecord): PlaceAddress {
  return {
    street: place.street,
    street_number: place.streetNumber,
    postal_code: place.postalCode,
    city: place.city,
    region: place.province?.short ?? (['US', 'CA', 'AU'].includes(place.alpha2) ? (place.state?.short ?? null) : null),
    alpha2: place.alpha2,
  };
}

function components(place: PlaceRecord) {
  const list = [
    { long_name: place.streetNumber, short_name: place.streetNumber, types: ['street_number'] },
    { long_name: place.street, short_name: place.street, types: ['route'] },
    { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
    ...(place.province
      ? [
          {
            long_name: place.province.long,
            short_name: place.province.short,
            types: ['administrative_area_level_2', 'political'],
          },
        ]
      : []),
    ...(place.state
      ? [
          {
            long_name: place.state.long,
            short_name: place.state.short,
            types: ['administrative_area_level_1', 'political'],
          },
        ]
      : []),
    { long_name: place.country, short_name: place.alpha2, types: ['country', 'political'] },
    { long_name: place.postalCode, short_name: place.postalCode, types: ['postal_code'] },
  ];
  return list;
}

/**
 * A places-autocomplete stand-in shaped like Google Places (legacy web service):
 * `GET /sandbox/places/autocomplete?input=&country=` answers `{ predictions, status }` from a
 * built-in address list, and `GET /sandbox/places/details/:placeId` answers
 * `{ result: { place_id, formatted_address, address_components, address }, status }`.
 */
export function registerPlaces(app: Hono): void {
  app.get('/sandbox/places/autocomplete', (c) => {
    const input = fold(c.req.query('input') ?? '').trim();
    if (input === '') return c.json({ predictions: [], status: 'INVALID_REQUEST' }, 400);
    // `country=de` or Google's `components=country:de|country:at`.
    const countries = [
      ...(c.req.query('country') ?? '').split(','),
      ...[...(c.req.query('components') ?? '').matchAll(/country:([a-z]{2})/gi)].map((m) => m[1] ?? ''),
    ]
      .map((value) => value.trim().toUpperCase())
      .filter((value) => value !== '');
    const terms = input.split(/[\s,]+/).filter((term) => term !== '');
    const predictions = placesData
      .filter((place) => countries.length === 0 || countries.includes(place.alpha2))
      .filter((place) => {
        const haystack = fold(formattedAddress(place));
        return terms.every((term) => haystack.includes(term));
      })
      .slice(0, 5)
      .map((place) => {
        const main = streetLine(place);
        const description = formattedAddress(place);
        const offset = fold(description).indexOf(terms[0] ?? '');
        return {
          place_id: place.placeId,
          description,
          matched_substrings: offset >= 0 ? [{ offset, length: (terms[0] ?? '').length }] : [],
          structured_formatting: { main_text: main, secondary_text: description.slice(main.length + 2) },
          types: ['street_address', 'geocode'],
        };
      });
    return c.json({ predictions, status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS' });
  });

  app.get('/sandbox/places/details/:placeId', (c) => {
    const place = placesData.find((candidate) => candidate.placeId === c.req.param('placeId'));
    if (!place) return c.json({ status: 'NOT_FOUND' }, 404);
    return c.json({
      result: {
        place_id: place.placeId,
        formatted_address: formattedAddress(place),
        address_components: components(place),
        address: placeAddress(place),
      },
      status: 'OK',
    });
  });
}
