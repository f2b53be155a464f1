/**
 * One entry of a place's `addressComponents` as Google's Places API (New) and the Maps JavaScript
 * API's `Place` class give it (https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#addresscomponent).
 */
export interface PlaceAddressComponent {
  /** The full text, e.g. `Amphitheatre Parkway`, `California`. */
  readonly longText: string | null;
  /** The abbreviated text, e.g. `Amphitheatre Pkwy`, `CA`. */
  readonly shortText: string | null;
  /** What the component is: `street_number`, `route`, `locality`, `postal_code`, `country`, ... */
  readonly types: readonly string[];
}
