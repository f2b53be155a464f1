import type { PlaceAddressComponent } from '@checkout/validation';

/**
 * The part of the Maps JavaScript API's `places` library (`google.maps.PlacesLibrary`, Places API
 * (New)) the address search uses: suggestions in a session, and a chosen place's address components.
 */
export interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken?: object;
      includedRegionCodes?: string[];
      language?: string;
    }): Promise<{
      suggestions: {
        placePrediction: {
          placeId: string;
          text: { toString(): string };
          toPlace(): {
            fetchFields(options: { fields: string[] }): Promise<{
              place: { addressComponents?: readonly PlaceAddressComponent[] | null };
            }>;
          };
        } | null;
      }[];
    }>;
  };
}
