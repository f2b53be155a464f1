import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { type ProductionPath, watchProductionPath } from './support/watchProductionPath';

// Issue 28: address autocomplete through the Maps JavaScript API's places library (Places API (New)).
// In sandbox mode the page loads the sandbox's double of Google's script; in production configuration
// Google's own script URL, answered by the sandbox through the browser's routes; one code path in both.

/** A checkout page on a fresh cart, what it loaded and met (`path`), and its Places API (New) requests. */
interface Visit {
  page: Page;
  path: ProductionPath;
  /** Every Places API (New) request: autocomplete POSTs and place details GETs. */
  places: Request[];
}

async function visit(harness: CheckoutHarness, merchant: string): Promise<Visit> {
  const cartId = await createCart(harness.stack.sandboxUrl, merchant, 'places');
  const page = await harness.page();
  const path = await watchProductionPath(harness, page);
  const places: Request[] = [];
  page.on('request', (request) => {
    if (/\/v1\/places(:autocomplete|\/)/.test(request.url()) && request.method() !== 'OPTIONS') places.push(request);
  });
  await page.goto(`${harness.stack.appUrl}/en/${merchant}/${cartId}`);
  return { page, path, places };
}

/** An address as the billing form shows it after the choice. */
interface Filled {
  street: string;
  street_number: string;
  postal_code: string;
  city: string;
  /** The region select's value, `null` where the form shows no region for the country. */
  region: string | null;
}

async function readBilling(page: Page): Promise<Filled> {
  const value = (field: string) => page.getByTestId(`billing-${field}`).locator('input').inputValue();
  const region = page.getByTestId('billing-region').locator('select');
  return {
    street: await value('street'),
    street_number: await value('street_number'),
    postal_code: await value('postal_code'),
    city: await value('city'),
    region: (await region.count()) > 0 ? await region.inputValue() : null,
  };
}

/** Picks the country, types into the address search and chooses the suggestion that reads `description`. */
async function searchAndChoose(page: Page, alpha2: string, input: string, description: string): Promise<void> {
  await page.getByTestId('billing-address-country').locator('select').selectOption(alpha2);
  await page.getByTestId('billing-address-search').locator('input').fill(input);
  const suggestion = page.getByTestId('billing-address-search').getByRole('button', { name: description });
  await suggestion.waitFor({ timeout: 15_000 });
  await suggestion.click();
  await page.getByTestId('billing-address-search').getByRole('list').waitFor({ state: 'detached' });
}

/** The Places API (New) calls of one search session: autocomplete with a session token, then details of the choice with it. */
async function expectPlacesSession(places: Request[], apiBase: string, placeId: string): Promise<void> {
  const autocomplete = places.filter(
    (request) => request.method() === 'POST' && request.url() === `${apiBase}/places:autocomplete`,
  );
  expect(autocomplete.length).toBeGreaterThan(0);
  const body = autocomplete.at(-1)?.postDataJSON() as { sessionToken?: string; includedRegionCodes?: string[] };
  expect(body.sessionToken).toMatch(/^\w{10,}$/);
  const details = places.find((request) => request.url().startsWith(`${apiBase}/places/${placeId}?`));
  expect(details?.url()).toContain(`sessionToken=${body.sessionToken}`);
  expect((await details?.allHeaders())?.['x-goog-fieldmask']).toBe('addressComponents');
}

describe('address autocomplete in sandbox mode (the sandbox double of the Maps JavaScript API)', () => {
  let harness: CheckoutHarness;
  beforeAll(async () => {
    harness = await startHarness('en-US');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    [
      'DE',
      'unter den linden',
      'Unter den Linden 77, 10117 Berlin, Germany',
      'sbx_de_berlin',
      { street: 'Unter den Linden', street_number: '77', postal_code: '10117', city: 'Berlin', region: null },
    ],
    [
      'US',
      'infinite loop',
      '1 Infinite Loop, Cupertino, CA 95014, United States',
      'sbx_us_cupertino',
      { street: 'Infinite Loop', street_number: '1', postal_code: '95014', city: 'Cupertino', region: 'CA' },
    ],
    [
      'GB',
      'baker street',
      '221B Baker Street, London NW1 6XE, United Kingdom',
      'sbx_gb_london',
      { street: 'Baker Street', street_number: '221B', postal_code: 'NW1 6XE', city: 'London', region: null },
    ],
  ])('choosing a suggestion fills a %s address', async (alpha2, input, description, placeId, expected) => {
    const v = await visit(harness, 'demo-all');
    await searchAndChoose(v.page, alpha2, input, description);
    await expect.poll(() => readBilling(v.page).then((filled) => filled.city)).toBe(expected.city);
    expect(await readBilling(v.page)).toMatchObject(expected);
    await v.page.screenshot({ path: `/tmp/places-${alpha2}.png`, fullPage: true });
    // Through the Maps JavaScript API (the sandbox's double of Google's script), one session per search.
    expect(v.path.scripts.filter((url) => url.includes('/sandbox/sdk/maps.js'))).toHaveLength(1);
    await expectPlacesSession(v.places, `${harness.stack.sandboxUrl}/sandbox/places/v1`, placeId);
    expect(v.path.violations).toEqual([]);
    expect(v.path.problems.list()).toEqual([]);
    await v.page.close();
  });
});

describe('address autocomplete in production configuration', () => {
  let harness: CheckoutHarness;
  beforeAll(async () => {
    harness = await startHarness('en-US', { productionConfig: true, env: { MAPS_API_KEY: 'maps-production-key' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("loads Google's script from maps.googleapis.com and calls places.googleapis.com, inside the page's policy", async () => {
    const v = await visit(harness, 'demo-production');
    await searchAndChoose(v.page, 'DE', 'marienplatz', 'Marienplatz 8, 80331 München, Germany');
    await expect.poll(() => readBilling(v.page).then((filled) => filled.city)).toBe('München');
    expect(await readBilling(v.page)).toMatchObject({
      street: 'Marienplatz',
      street_number: '8',
      postal_code: '80331',
    });
    await v.page.screenshot({ path: '/tmp/places-production.png', fullPage: true });
    // Google's script once, never a sandbox double, no policy violation or problem, every URL routed.
    v.path.expectProductionPath({ script: /^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/ });
    const maps = v.path.scripts.find((url) => url.startsWith('https://maps.googleapis.com/maps/api/js?'));
    const query = new URL(maps ?? '').searchParams;
    expect([query.get('key'), query.get('v')]).toEqual(['maps-production-key', 'weekly']);
    await expectPlacesSession(v.places, 'https://places.googleapis.com/v1', 'sbx_de_munich');
    expect((await v.places[0]?.allHeaders())?.['x-goog-api-key']).toBe('maps-production-key');
    await v.page.close();
  });
});
