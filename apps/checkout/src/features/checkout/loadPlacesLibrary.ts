import { readCspNonce } from '../../app/readCspNonce';
import type { PlacesLibrary } from './PlacesLibrary';

/** The Maps JavaScript API's global once its script ran: the dynamic library import. */
interface MapsGlobal {
  importLibrary(name: 'places'): Promise<PlacesLibrary>;
}

/** The global function the script calls back once `google.maps.importLibrary` is there (`&callback=`). */
const CALLBACK = '__checkoutMapsLoaded';

let loading: Promise<MapsGlobal> | null = null;

function readMaps(): MapsGlobal | null {
  const maps: unknown = Reflect.get(Reflect.get(window, 'google') ?? {}, 'maps');
  return typeof maps === 'object' && maps !== null && typeof Reflect.get(maps, 'importLibrary') === 'function'
    ? (maps as MapsGlobal)
    : null;
}

/** Loads the script once, as Google documents the direct script tag: `key`, `v=weekly`, `loading=async`, `callback`. */
function loadMapsScript(scriptUrl: string, apiKey: string): Promise<MapsGlobal> {
  const src = new URL(scriptUrl, window.location.href);
  src.searchParams.set('key', apiKey);
  src.searchParams.set('v', 'weekly');
  src.searchParams.set('loading', 'async');
  src.searchParams.set('callback', CALLBACK);
  return new Promise<MapsGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('Maps JavaScript API: failed to load script'));
    };
    Object.assign(window, {
      [CALLBACK]: () => {
        const maps = readMaps();
        if (maps) resolve(maps);
        else fail();
      },
    });
    script.src = src.toString();
    script.async = true;
    // Google's CSP guide: the page's nonce on the bootstrap (browsers without 'strict-dynamic' need it).
    const nonce = readCspNonce();
    if (nonce) script.nonce = nonce;
    script.onerror = fail;
    document.head.appendChild(script);
  });
}

/**
 * The Maps JavaScript API's `places` library through Google's dynamic library import
 * (`google.maps.importLibrary('places')`), its script loaded once with the configured key.
 */
export async function loadPlacesLibrary(scriptUrl: string, apiKey: string): Promise<PlacesLibrary> {
  loading ??= loadMapsScript(scriptUrl, apiKey);
  return (await loading).importLibrary('places');
}
