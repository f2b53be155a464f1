import { describe, expect, it, vi } from 'vitest';
import type { PlacesLibrary } from './PlacesLibrary';
import { PlacesSearch } from './PlacesSearch';

const BERLIN = [
  { longText: '77', shortText: '77', types: ['street_number'] },
  { longText: 'Unter den Linden', shortText: 'Unter den Linden', types: ['route'] },
  { longText: 'Berlin', shortText: 'Berlin', types: ['locality', 'political'] },
  { longText: 'Germany', shortText: 'DE', types: ['country', 'political'] },
  { longText: '10117', shortText: '10117', types: ['postal_code'] },
];

function library(components: typeof BERLIN | undefined) {
  const fetchFields = vi.fn(async () => ({ place: { addressComponents: components } }));
  type Request = Parameters<PlacesLibrary['AutocompleteSuggestion']['fetchAutocompleteSuggestions']>[0];
  const fetchAutocompleteSuggestions = vi.fn(async (_request: Request) => ({
    suggestions: [
      { placePrediction: null },
      {
        placePrediction: {
          placeId: 'p1',
          text: { toString: () => 'Unter den Linden 77' },
          toPlace: () => ({ fetchFields }),
        },
      },
    ],
  }));
  const lib: PlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
  };
  return { lib, fetchFields, fetchAutocompleteSuggestions };
}

describe('PlacesSearch', () => {
  it('suggests within one session token and region, and starts a new session after a choice', async () => {
    const { lib, fetchFields, fetchAutocompleteSuggestions } = library(BERLIN);
    const search = new PlacesSearch(lib);
    const [first] = await search.suggest('unter', 'DE');
    await search.suggest('unter den', 'DE');
    expect(first).toMatchObject({ id: 'p1', description: 'Unter den Linden 77' });
    const [a, b] = fetchAutocompleteSuggestions.mock.calls.map(([request]) => request);
    expect(a).toMatchObject({ input: 'unter', includedRegionCodes: ['de'] });
    expect(a?.sessionToken).toBe(b?.sessionToken);

    expect(await search.choose(first as NonNullable<typeof first>)).toMatchObject({
      street: 'Unter den Linden',
      street_number: '77',
      postal_code: '10117',
      city: 'Berlin',
      alpha2: 'DE',
    });
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents'] });
    await search.suggest('marien', 'DE');
    expect(fetchAutocompleteSuggestions.mock.calls[2]?.[0]?.sessionToken).not.toBe(a?.sessionToken);
  });

  it('answers null for a place without address components', async () => {
    const { lib } = library(undefined);
    const search = new PlacesSearch(lib);
    const [first] = await search.suggest('unter', '');
    expect(await search.choose(first as NonNullable<typeof first>)).toBeNull();
  });
});
