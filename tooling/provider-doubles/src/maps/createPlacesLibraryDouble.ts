import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { providerApiUrl } from '../shared/providerApiUrl';
import { randomToken } from '../shared/randomToken';

/** Google's Places API (New), which the real Maps JavaScript API calls for its `places` library. */
const PLACES_API = 'https://places.googleapis.com/v1';

/** The part of `google.maps.PlacesLibrary` the double serves. */
export interface PlacesLibraryDouble {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(
      request: google.maps.places.AutocompleteRequest,
    ): Promise<{ suggestions: Pick<google.maps.places.AutocompleteSuggestion, 'placePrediction'>[] }>;
  };
  AutocompleteSessionToken: new () => google.maps.places.AutocompleteSessionToken;
  Place: new (options: google.maps.places.PlaceOptions) => PlaceDouble;
}

/** The part of `google.maps.places.Place` the double serves. */
export type PlaceDouble = Pick<google.maps.places.Place, 'id' | 'addressComponents' | 'formattedAddress'> & {
  fetchFields(options: google.maps.places.FetchFieldsRequest): Promise<{ place: PlaceDouble }>;
};

/** What Google's REST API answers (`suggestions[].placePrediction`, `addressComponents`); checked loosely. */
interface RestPrediction {
  placeId?: string;
  text?: { text?: string; matches?: { startOffset?: number; endOffset?: number }[] };
  structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
  types?: string[];
}

/** The error the real library rejects with when the Places API answers with an error. */
function placesError(status: number, body: unknown): Error {
  const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${status}`;
  return new Error(`PLACES_API_ERROR: ${message}`);
}

const formattable = (text: string, matches: { startOffset: number; endOffset: number }[] = []) =>
  ({ text, matches, toString: () => text }) satisfies google.maps.places.FormattableText;

/**
 * The Maps JavaScript API's `places` library as far as address autocomplete uses it
 * (`AutocompleteSuggestion`, `AutocompleteSessionToken`, `Place` with `fetchFields`), calling Google's
 * Places API (New) REST paths: on `places.googleapis.com` when loaded from Google's host (production
 * configuration, routed to the sandbox by the browser tests), else on the sandbox's `/sandbox/places/v1`.
 */
export function createPlacesLibraryDouble(env: DoubleEnvironment, apiKey: string): PlacesLibraryDouble {
  const url = (path: string) => providerApiUrl(env, `/sandbox/places/v1${path}`, `${PLACES_API}${path}`);
  const call = async (path: string, init: RequestInit): Promise<unknown> => {
    const response = await env.fetch(url(path), init);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw placesError(response.status, body);
    return body;
  };
  // The token is opaque to callers; Google sends it as a string, one per search session.
  const tokens = new WeakMap<object, string>();

  class AutocompleteSessionToken {
    constructor() {
      tokens.set(this, randomToken(24));
    }
  }

  class Place implements PlaceDouble {
    readonly id: string;
    addressComponents: google.maps.places.AddressComponent[] | undefined;
    formattedAddress: string | null | undefined;
    /** The session the place was chosen in: its details call closes that session, as Google bills it. */
    readonly sessionToken: string | undefined;

    constructor(options: google.maps.places.PlaceOptions & { sessionToken?: string }) {
      this.id = options.id ?? '';
      this.sessionToken = options.sessionToken;
    }

    async fetchFields(request: google.maps.places.FetchFieldsRequest): Promise<{ place: Place }> {
      const fields = [...request.fields];
      const query = this.sessionToken ? `?sessionToken=${encodeURIComponent(this.sessionToken)}` : '';
      const body = (await call(`/places/${encodeURIComponent(this.id)}${query}`, {
        headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fields.join(',') },
      })) as { addressComponents?: google.maps.places.AddressComponent[]; formattedAddress?: string };
      if (fields.includes('addressComponents') || fields.includes('*'))
        this.addressComponents = (body.addressComponents ?? []).map(
          ({ longText, shortText, types }) =>
            ({ longText, shortText, types }) satisfies Pick<
              google.maps.places.AddressComponent,
              'longText' | 'shortText' | 'types'
            > as google.maps.places.AddressComponent,
        );
      if (fields.includes('formattedAddress') || fields.includes('*')) this.formattedAddress = body.formattedAddress;
      return { place: this };
    }
  }

  const prediction = (rest: RestPrediction, sessionToken: string | undefined) => {
    const text = rest.text?.text ?? '';
    const matches = (rest.text?.matches ?? []).map((m) => ({
      startOffset: m.startOffset ?? 0,
      endOffset: m.endOffset ?? 0,
    }));
    const main = rest.structuredFormat?.mainText?.text;
    const secondary = rest.structuredFormat?.secondaryText?.text;
    return {
      placeId: rest.placeId ?? '',
      text: formattable(text, matches),
      mainText: main === undefined ? null : formattable(main),
      secondaryText: secondary === undefined ? null : formattable(secondary),
      types: rest.types ?? [],
      distanceMeters: null,
      toPlace: () => new Place({ id: rest.placeId ?? '', sessionToken }),
    } satisfies Omit<google.maps.places.PlacePrediction, 'fetchAddressValidation' | 'toPlace'> & {
      toPlace: () => PlaceDouble;
    };
  };

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      const sessionToken = request.sessionToken ? tokens.get(request.sessionToken) : undefined;
      const body = (await call('/places:autocomplete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
        body: JSON.stringify({
          input: request.input,
          ...(request.includedRegionCodes ? { includedRegionCodes: request.includedRegionCodes } : {}),
          ...(request.language ? { languageCode: request.language } : {}),
          ...(sessionToken ? { sessionToken } : {}),
        }),
      })) as { suggestions?: { placePrediction?: RestPrediction }[] } | null;
      const suggestions = (body?.suggestions ?? []).map((suggestion) => ({
        placePrediction: suggestion.placePrediction
          ? (prediction(suggestion.placePrediction, sessionToken) as unknown as google.maps.places.PlacePrediction)
          : null,
      }));
      return { suggestions };
    },
  };

  return { AutocompleteSuggestion, AutocompleteSessionToken, Place };
}
