import { createDoubleEnvironment, type DoubleEnvironmentOptions } from '../shared/DoubleEnvironment';
import { createPlacesLibraryDouble, type PlacesLibraryDouble } from './createPlacesLibraryDouble';

/** Options of {@link installMapsDouble}: the environment, and what the real script reads from its URL. */
export interface MapsDoubleOptions extends DoubleEnvironmentOptions {
  /** The API key (`?key=`), sent to the Places API as `X-Goog-Api-Key`. Defaults to `''`. */
  key?: string | null;
  /** Name of a global function to call once loaded (`?callback=`). Defaults to none. */
  callback?: string | null;
}

/** `window.google.maps` as the double defines it. */
export interface MapsDoubleGlobal {
  importLibrary(name: string): Promise<PlacesLibraryDouble>;
}

/**
 * Installs `window.google.maps.importLibrary` (the Maps JavaScript API's dynamic library import)
 * serving the `places` library, then calls the script's `callback` as the real script does.
 */
export function installMapsDouble(win: Window & typeof globalThis, options: MapsDoubleOptions = {}): MapsDoubleGlobal {
  const places = createPlacesLibraryDouble(createDoubleEnvironment(win, options), options.key ?? '');
  const maps: MapsDoubleGlobal = {
    importLibrary: async (name) => {
      if (name !== 'places')
        throw new Error(`The Maps JavaScript API double serves the places library only, not ${name}.`);
      return places;
    },
  };
  // The real script keeps what a page put on `google` before it (other Google libraries).
  const existing = Reflect.get(win, 'google');
  Object.assign(win, { google: { ...(typeof existing === 'object' && existing ? existing : {}), maps } });
  const callback = options.callback ? Reflect.get(win, options.callback) : undefined;
  if (typeof callback === 'function') setTimeout(() => callback(), 0);
  return maps;
}
