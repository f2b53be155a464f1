import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stubFetch';
import { installMapsDouble } from './installMapsDouble';

const SANDBOX = 'http://127.0.0.1:4010';
const PREDICTION = {
  place: 'places/sbx_de_berlin',
  placeId: 'sbx_de_berlin',
  text: { text: 'Unter den Linden 77, 10117 Berlin, Germany', matches: [{ startOffset: 0, endOffset: 5 }] },
  structuredFormat: { mainText: { text: 'Unter den Linden 77' }, secondaryText: { text: '10117 Berlin, Germany' } },
  types: ['street_address'],
};
const COMPONENTS = [
  { longText: 'Unter den Linden', shortText: 'Unter den Linden', types: ['route'], languageCode: 'de' },
  { longText: 'Germany', shortText: 'DE', types: ['country', 'political'], languageCode: 'en' },
];

function setup(providerHosts: boolean) {
  const stub = stubFetch((request) =>
    request.url.includes(':autocomplete')
      ? [200, { suggestions: [{ placePrediction: PREDICTION }] }]
      : [200, { addressComponents: COMPONENTS }],
  );
  const maps = installMapsDouble(window, { sandboxOrigin: SANDBOX, fetch: stub.fetch, providerHosts, key: 'maps-key' });
  return { ...stub, maps };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'google');
});

describe('Maps JavaScript API double', () => {
  it('suggests through Places API (New) with the session token and region, and details the chosen place in that session', async () => {
    const { maps, requests } = setup(false);
    const { AutocompleteSuggestion, AutocompleteSessionToken } = await maps.importLibrary('places');
    const sessionToken = new AutocompleteSessionToken();
    const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input: 'unter den',
      sessionToken,
      includedRegionCodes: ['DE'],
    });
    const prediction = suggestions[0]?.placePrediction;
    expect(prediction?.text.toString()).toBe('Unter den Linden 77, 10117 Berlin, Germany');
    expect(prediction?.mainText?.text).toBe('Unter den Linden 77');
    if (!prediction) throw new Error('no prediction');
    const { place } = await prediction.toPlace().fetchFields({ fields: ['addressComponents'] });
    expect(place.addressComponents).toEqual(COMPONENTS.map(({ languageCode: _, ...component }) => component));

    const [autocomplete, details] = requests;
    expect(autocomplete?.url).toBe(`${SANDBOX}/sandbox/places/v1/places:autocomplete`);
    expect(autocomplete?.method).toBe('POST');
    expect(autocomplete?.headers['x-goog-api-key']).toBe('maps-key');
    const body = autocomplete?.body as { input: string; includedRegionCodes: string[]; sessionToken: string };
    expect(body).toMatchObject({ input: 'unter den', includedRegionCodes: ['DE'] });
    expect(body.sessionToken).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(details?.url).toBe(`${SANDBOX}/sandbox/places/v1/places/sbx_de_berlin?sessionToken=${body.sessionToken}`);
    expect(details?.headers['x-goog-fieldmask']).toBe('addressComponents');
  });

  it("calls Google's own Places API host when loaded from Google's script host", async () => {
    const { maps, requests } = setup(true);
    const { AutocompleteSuggestion, Place } = await maps.importLibrary('places');
    await AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'unter' });
    await new Place({ id: 'sbx_de_berlin' }).fetchFields({ fields: ['addressComponents'] });
    expect(requests.map((r) => r.url)).toEqual([
      'https://places.googleapis.com/v1/places:autocomplete',
      'https://places.googleapis.com/v1/places/sbx_de_berlin',
    ]);
  });

  it('rejects as the real library does when the Places API answers an error, and serves no other library', async () => {
    const stub = stubFetch(() => [403, { error: { code: 403, message: 'API key not valid.' } }]);
    const maps = installMapsDouble(window, { sandboxOrigin: SANDBOX, fetch: stub.fetch });
    const { AutocompleteSuggestion } = await maps.importLibrary('places');
    await expect(AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'x' })).rejects.toThrow(
      'API key not valid.',
    );
    await expect(maps.importLibrary('maps')).rejects.toThrow('places library only');
  });

  it('calls the script callback once installed, as `&callback=` asks', async () => {
    const callback = vi.fn();
    Object.assign(window, { onMapsReady: callback });
    installMapsDouble(window, { sandboxOrigin: SANDBOX, callback: 'onMapsReady' });
    await expect.poll(() => callback).toHaveBeenCalledOnce();
    Reflect.deleteProperty(window, 'onMapsReady');
  });
});
