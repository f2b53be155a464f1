import { fromPlaceAddressComponents, type PlaceAddress } from '@checkout/validation';
import type { PlacesLibrary } from './PlacesLibrary';

type Prediction = NonNullable<
  Awaited<
    ReturnType<PlacesLibrary['AutocompleteSuggestion']['fetchAutocompleteSuggestions']>
  >['suggestions'][number]['placePrediction']
>;

/** One suggestion of the address search. */
export interface PlaceSuggestion {
  readonly id: string;
  readonly description: string;
  readonly prediction: Prediction;
}

/**
 * Address search through Places API (New): suggestions within one session token, the chosen place's
 * `addressComponents` mapped to our fields; a choice ends the session (Google bills a session as
 * its suggestions plus one details call), so the next search starts a new one.
 */
export class PlacesSearch {
  private token: object;

  constructor(private readonly library: PlacesLibrary) {
    this.token = new library.AutocompleteSessionToken();
  }

  /** Suggestions for what the shopper typed, in one country (alpha-2). */
  async suggest(input: string, alpha2: string): Promise<PlaceSuggestion[]> {
    const { suggestions } = await this.library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken: this.token,
      ...(alpha2 ? { includedRegionCodes: [alpha2.toLowerCase()] } : {}),
    });
    return suggestions.flatMap(({ placePrediction }) =>
      placePrediction
        ? [{ id: placePrediction.placeId, description: placePrediction.text.toString(), prediction: placePrediction }]
        : [],
    );
  }

  /** The address of a chosen suggestion; `null` when the place has no address components. */
  async choose(suggestion: PlaceSuggestion): Promise<PlaceAddress | null> {
    const { place } = await suggestion.prediction.toPlace().fetchFields({ fields: ['addressComponents'] });
    this.token = new this.library.AutocompleteSessionToken();
    const components = place.addressComponents ?? [];
    return components.length > 0 ? fromPlaceAddressComponents(components) : null;
  }
}
