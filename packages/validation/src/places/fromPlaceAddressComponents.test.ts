import { describe, expect, it } from 'vitest';
import { fromPlaceAddressComponents, type PlaceAddress } from './fromPlaceAddressComponents';
import type { PlaceAddressComponent } from './PlaceAddressComponent';

/** A component as Places API (New) sends it, `languageCode` included (the mapper ignores it). */
type Component = PlaceAddressComponent & { readonly languageCode?: string };
const c = (types: string, longText: string, shortText = longText, languageCode = 'en'): Component => ({
  longText,
  shortText,
  types: types.split(' '),
  languageCode,
});

/** One place per country, its components in the order and shape of Google's documented answers. */
const places: Readonly<Record<string, { components: Component[]; address: Partial<PlaceAddress> }>> = {
  DE: {
    components: [
      c('street_number', '77'),
      c('route', 'Unter den Linden'),
      c('sublocality_level_1 sublocality political', 'Mitte'),
      c('locality political', 'Berlin'),
      c('administrative_area_level_1 political', 'Berlin', 'BE'),
      c('country political', 'Germany', 'DE'),
      c('postal_code', '10117'),
    ],
    address: { street: 'Unter den Linden', street_number: '77', postal_code: '10117', city: 'Berlin', region: '' },
  },
  AT: {
    components: [
      c('street_number', '3'),
      c('route', 'Stephansplatz'),
      c('sublocality_level_1 sublocality political', 'Innere Stadt'),
      c('locality political', 'Wien', 'Wien', 'de'),
      c('administrative_area_level_1 political', 'Wien', 'Wien', 'de'),
      c('country political', 'Austria', 'AT'),
      c('postal_code', '1010'),
    ],
    address: { street: 'Stephansplatz', street_number: '3', postal_code: '1010', city: 'Wien', region: '' },
  },
  CH: {
    components: [
      c('street_number', '45'),
      c('route', 'Bahnhofstrasse'),
      c('locality political', 'Zürich'),
      c('administrative_area_level_2 political', 'Bezirk Zürich'),
      c('administrative_area_level_1 political', 'Zürich', 'ZH'),
      c('country political', 'Switzerland', 'CH'),
      c('postal_code', '8001'),
    ],
    address: { street: 'Bahnhofstrasse', street_number: '45', postal_code: '8001', city: 'Zürich', region: '' },
  },
  NL: {
    components: [
      c('street_number', '1A'),
      c('route', 'Damrak'),
      c('sublocality_level_1 sublocality political', 'Centrum'),
      c('locality political', 'Amsterdam'),
      c('administrative_area_level_2 political', 'Amsterdam'),
      c('administrative_area_level_1 political', 'Noord-Holland', 'NH'),
      c('country political', 'Netherlands', 'NL'),
      c('postal_code', '1012 LG'),
    ],
    address: { street: 'Damrak', street_number: '1A', postal_code: '1012 LG', city: 'Amsterdam', region: '' },
  },
  BE: {
    components: [
      c('street_number', '16'),
      c('route', 'Rue de la Loi', 'Rue de la Loi', 'fr'),
      c('locality political', 'Bruxelles', 'Bruxelles', 'fr'),
      c('administrative_area_level_1 political', 'Région de Bruxelles-Capitale', 'Bruxelles', 'fr'),
      c('country political', 'Belgium', 'BE'),
      c('postal_code', '1000'),
    ],
    address: { street: 'Rue de la Loi', street_number: '16', postal_code: '1000', city: 'Bruxelles', region: '' },
  },
  FR: {
    components: [
      c('street_number', '55'),
      c('route', 'Rue du Faubourg Saint-Honoré', 'Rue du Faubourg Saint-Honoré', 'fr'),
      c('locality political', 'Paris'),
      c('administrative_area_level_2 political', 'Paris'),
      c('administrative_area_level_1 political', 'Île-de-France', 'IDF'),
      c('country political', 'France', 'FR'),
      c('postal_code', '75008'),
    ],
    address: {
      street: 'Rue du Faubourg Saint-Honoré',
      street_number: '55',
      postal_code: '75008',
      city: 'Paris',
      region: '',
    },
  },
  IT: {
    components: [
      c('street_number', '12'),
      c('route', 'Via Dante', 'Via Dante', 'it'),
      c('locality political', 'Milano', 'Milano', 'it'),
      c('administrative_area_level_3 political', 'Milano', 'Milano', 'it'),
      c('administrative_area_level_2 political', 'Città Metropolitana di Milano', 'MI', 'it'),
      c('administrative_area_level_1 political', 'Lombardia', 'Lombardia', 'it'),
      c('country political', 'Italy', 'IT'),
      c('postal_code', '20121'),
    ],
    address: { street: 'Via Dante', street_number: '12', postal_code: '20121', city: 'Milano', region: 'MI' },
  },
  ES: {
    components: [
      c('street_number', '45'),
      c('route', 'Calle de Alcalá', 'C. de Alcalá', 'es'),
      c('locality political', 'Madrid'),
      c('administrative_area_level_2 political', 'Madrid', 'M'),
      c('administrative_area_level_1 political', 'Comunidad de Madrid', 'MD'),
      c('country political', 'Spain', 'ES'),
      c('postal_code', '28014'),
    ],
    address: { street: 'Calle de Alcalá', street_number: '45', postal_code: '28014', city: 'Madrid', region: 'M' },
  },
  GB: {
    components: [
      c('subpremise', 'Flat 2'),
      c('street_number', '10'),
      c('route', 'Downing Street', 'Downing St'),
      c('postal_town', 'London'),
      c('administrative_area_level_2 political', 'Greater London'),
      c('administrative_area_level_1 political', 'England'),
      c('country political', 'United Kingdom', 'GB'),
      c('postal_code', 'SW1A 2AA'),
    ],
    address: {
      street: 'Downing Street',
      street_number: '10',
      address_addition: 'Flat 2',
      postal_code: 'SW1A 2AA',
      city: 'London',
      region: '',
    },
  },
  IE: {
    components: [
      c('premise', 'Trinity College'),
      c('route', 'College Green'),
      c('locality political', 'Dublin 2', 'Dublin 2'),
      c('postal_town', 'Dublin'),
      c('administrative_area_level_1 political', 'County Dublin', 'D'),
      c('country political', 'Ireland', 'IE'),
      c('postal_code', 'D02 PN40'),
    ],
    address: {
      street: 'College Green',
      street_number: 'Trinity College',
      postal_code: 'D02 PN40',
      city: 'Dublin 2',
      region: '',
    },
  },
  US: {
    components: [
      c('street_number', '1600'),
      c('route', 'Amphitheatre Parkway', 'Amphitheatre Pkwy'),
      c('locality political', 'Mountain View'),
      c('administrative_area_level_2 political', 'Santa Clara County'),
      c('administrative_area_level_1 political', 'California', 'CA'),
      c('country political', 'United States', 'US'),
      c('postal_code', '94043'),
      c('postal_code_suffix', '1351'),
    ],
    address: {
      street: 'Amphitheatre Parkway',
      street_number: '1600',
      postal_code: '94043',
      city: 'Mountain View',
      region: 'CA',
    },
  },
  CA: {
    components: [
      c('street_number', '290'),
      c('route', 'Bremner Boulevard', 'Bremner Blvd'),
      c('locality political', 'Toronto'),
      c('administrative_area_level_2 political', 'Toronto'),
      c('administrative_area_level_1 political', 'Ontario', 'ON'),
      c('country political', 'Canada', 'CA'),
      c('postal_code', 'M5V 3L9'),
    ],
    address: {
      street: 'Bremner Boulevard',
      street_number: '290',
      postal_code: 'M5V 3L9',
      city: 'Toronto',
      region: 'ON',
    },
  },
  AU: {
    components: [
      c('subpremise', '4'),
      c('street_number', '1'),
      c('route', 'Macquarie Street', 'Macquarie St'),
      c('locality political', 'Sydney'),
      c('administrative_area_level_2 political', 'Council of the City of Sydney'),
      c('administrative_area_level_1 political', 'New South Wales', 'NSW'),
      c('country political', 'Australia', 'AU'),
      c('postal_code', '2000'),
    ],
    address: {
      street: 'Macquarie Street',
      street_number: '1',
      address_addition: '4',
      postal_code: '2000',
      city: 'Sydney',
      region: 'NSW',
    },
  },
};

describe('fromPlaceAddressComponents', () => {
  it.each(Object.entries(places))('maps a %s place to our address', (alpha2, { components, address }) => {
    expect(fromPlaceAddressComponents(components)).toEqual({ address_addition: '', alpha2, ...address });
  });

  it('takes the borough as the city where a place has no locality (Brooklyn, New York)', () => {
    const address = fromPlaceAddressComponents([
      c('street_number', '200'),
      c('route', 'Eastern Parkway', 'Eastern Pkwy'),
      c('sublocality_level_1 sublocality political', 'Brooklyn'),
      c('administrative_area_level_2 political', 'Kings County'),
      c('administrative_area_level_1 political', 'New York', 'NY'),
      c('country political', 'United States', 'US'),
      c('postal_code', '11238'),
    ]);
    expect(address).toMatchObject({ city: 'Brooklyn', region: 'NY', postal_code: '11238' });
  });

  it('finds the region by its name when the short text is not a code our list has', () => {
    const address = fromPlaceAddressComponents([
      c('administrative_area_level_1 political', 'New South Wales', 'N.S.W.'),
      c('country political', 'Australia', 'AU'),
    ]);
    expect(address.region).toBe('NSW');
  });

  it('leaves empty what a place does not have, and never throws on missing texts', () => {
    expect(
      fromPlaceAddressComponents([
        { longText: null, shortText: null, types: ['route'] },
        c('country', 'Germany', 'de'),
      ]),
    ).toEqual({
      street: '',
      street_number: '',
      address_addition: '',
      postal_code: '',
      city: '',
      region: '',
      alpha2: 'DE',
    });
    expect(fromPlaceAddressComponents([]).alpha2).toBe('');
  });
});
