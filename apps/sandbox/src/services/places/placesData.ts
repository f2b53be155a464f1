/** One address of the places stand-in. */
export interface PlaceRecord {
  placeId: string;
  alpha2: string;
  country: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  /** Google's `administrative_area_level_1`, `null` where addresses carry none. */
  state: { long: string; short: string } | null;
  /** Google's `administrative_area_level_2` where the checkout's region is the province (IT, ES). */
  province?: { long: string; short: string };
}

const place = (
  placeId: string,
  alpha2: string,
  country: string,
  [street, streetNumber, postalCode, city]: [string, string, string, string],
  state: PlaceRecord['state'],
  province?: PlaceRecord['province'],
): PlaceRecord => ({
  placeId,
  alpha2,
  country,
  street,
  streetNumber,
  postalCode,
  city,
  state,
  ...(province ? { province } : {}),
});

/** A few real-looking addresses per country, enough to try address search in every layout. */
export const placesData: readonly PlaceRecord[] = [
  place('sbx_de_berlin', 'DE', 'Germany', ['Unter den Linden', '77', '10117', 'Berlin'], {
    long: 'Berlin',
    short: 'BE',
  }),
  place('sbx_de_munich', 'DE', 'Germany', ['Marienplatz', '8', '80331', 'München'], { long: 'Bayern', short: 'BY' }),
  place('sbx_nl_amsterdam', 'NL', 'Netherlands', ['Damrak', '1', '1012 LG', 'Amsterdam'], {
    long: 'Noord-Holland',
    short: 'NH',
  }),
  place('sbx_nl_rotterdam', 'NL', 'Netherlands', ['Coolsingel', '40', '3011 AD', 'Rotterdam'], {
    long: 'Zuid-Holland',
    short: 'ZH',
  }),
  place('sbx_fr_paris', 'FR', 'France', ['Avenue Anatole France', '5', '75007', 'Paris'], {
    long: 'Île-de-France',
    short: 'IDF',
  }),
  place('sbx_fr_lyon', 'FR', 'France', ['Place Bellecour', '1', '69002', 'Lyon'], {
    long: 'Auvergne-Rhône-Alpes',
    short: 'ARA',
  }),
  place('sbx_gb_london', 'GB', 'United Kingdom', ['Baker Street', '221B', 'NW1 6XE', 'London'], {
    long: 'England',
    short: 'England',
  }),
  place('sbx_gb_edinburgh', 'GB', 'United Kingdom', ['Princes Street', '48', 'EH2 2YJ', 'Edinburgh'], {
    long: 'Scotland',
    short: 'Scotland',
  }),
  place('sbx_us_washington', 'US', 'United States', ['Pennsylvania Avenue NW', '1600', '20500', 'Washington'], {
    long: 'District of Columbia',
    short: 'DC',
  }),
  place('sbx_us_cupertino', 'US', 'United States', ['Infinite Loop', '1', '95014', 'Cupertino'], {
    long: 'California',
    short: 'CA',
  }),
  place('sbx_us_newyork', 'US', 'United States', ['Broadway', '1585', '10036', 'New York'], {
    long: 'New York',
    short: 'NY',
  }),
  place('sbx_ca_ottawa', 'CA', 'Canada', ['Wellington Street', '111', 'K1A 0A9', 'Ottawa'], {
    long: 'Ontario',
    short: 'ON',
  }),
  place('sbx_ca_montreal', 'CA', 'Canada', ['Rue Sainte-Catherine Ouest', '1500', 'H3G 1P7', 'Montréal'], {
    long: 'Québec',
    short: 'QC',
  }),
  place('sbx_au_sydney', 'AU', 'Australia', ['Macquarie Street', '2', '2000', 'Sydney'], {
    long: 'New South Wales',
    short: 'NSW',
  }),
  place('sbx_au_melbourne', 'AU', 'Australia', ['Collins Street', '200', '3000', 'Melbourne'], {
    long: 'Victoria',
    short: 'VIC',
  }),
  place(
    'sbx_it_rome',
    'IT',
    'Italy',
    ['Via del Corso', '1', '00186', 'Roma'],
    { long: 'Lazio', short: 'Lazio' },
    { long: 'Città Metropolitana di Roma', short: 'RM' },
  ),
  place(
    'sbx_it_milan',
    'IT',
    'Italy',
    ['Via Dante', '1', '20121', 'Milano'],
    { long: 'Lombardia', short: 'Lombardia' },
    { long: 'Città Metropolitana di Milano', short: 'MI' },
  ),
  place(
    'sbx_es_madrid',
    'ES',
    'Spain',
    ['Calle de Alcalá', '50', '28014', 'Madrid'],
    { long: 'Comunidad de Madrid', short: 'MD' },
    { long: 'Madrid', short: 'M' },
  ),
  place(
    'sbx_es_barcelona',
    'ES',
    'Spain',
    ['Passeig de Gràcia', '43', '08007', 'Barcelona'],
    { long: 'Cataluña', short: 'CT' },
    { long: 'Barcelona', short: 'B' },
  ),
  place('sbx_at_vienna', 'AT', 'Austria', ['Stephansplatz', '1', '1010', 'Wien'], { long: 'Wien', short: 'Wien' }),
  place('sbx_at_salzburg', 'AT', 'Austria', ['Getreidegasse', '9', '5020', 'Salzburg'], {
    long: 'Salzburg',
    short: 'Salzburg',
  }),
  place('sbx_ch_zurich', 'CH', 'Switzerland', ['Bahnhofstrasse', '1', '8001', 'Zürich'], {
    long: 'Zürich',
    short: 'ZH',
  }),
  place('sbx_ch_geneva', 'CH', 'Switzerland', ['Rue du Rhône', '1', '1204', 'Genève'], { long: 'Genève', short: 'GE' }),
  place('sbx_se_stockholm', 'SE', 'Sweden', ['Drottninggatan', '1', '111 51', 'Stockholm'], {
    long: 'Stockholms län',
    short: 'Stockholms län',
  }),
  place('sbx_se_gothenburg', 'SE', 'Sweden', ['Kungsportsavenyen', '1', '411 36', 'Göteborg'], {
    long: 'Västra Götalands län',
    short: 'Västra Götalands län',
  }),
  place('sbx_dk_copenhagen', 'DK', 'Denmark', ['Vesterbrogade', '3', '1630', 'København'], null),
];
