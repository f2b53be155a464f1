/** Where the Maps JavaScript API comes from and its key; address autocomplete runs only with both. */
export interface MapsSettings {
  /** The script URL (`mapsScriptUrl`): Google's, or the sandbox's double. */
  readonly scriptUrl: string;
  readonly apiKey: string;
}
