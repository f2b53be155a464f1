import { loadPlacesLibrary } from './loadPlacesLibrary';
import type { MapsSettings } from './MapsSettings';
import { PlacesSearch } from './PlacesSearch';

/** Loads the Maps JavaScript API's places library and starts an address search on it. */
export async function openPlacesSearch(maps: MapsSettings): Promise<PlacesSearch> {
  return new PlacesSearch(await loadPlacesLibrary(maps.scriptUrl, maps.apiKey));
}
