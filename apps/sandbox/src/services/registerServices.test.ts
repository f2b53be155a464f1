import { RecaptchaVerificationSchema } from '@checkout/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestbed, seedMerchant, type Testbed } from '../providers/testing/createTestbed';
import { readData, readError, send } from '../providers/testing/http';
import { placesData } from './places/placesData';
import { registerServices } from './registerServices';

let bed: Testbed;

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => registerServices(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  await seedMerchant(bed.db, {
    settings: { feature_flags: { newCheckout: true, darkMode: false, addressSearch: true } },
  });
});

const flagHeaders = { authorization: 'sandbox-frontend-key' };

describe('feature flags (Unleash frontend API)', () => {
  it('lists the enabled toggles of the merchant in the context, as Unleash shapes them', async () => {
    const response = await bed.app.request('/unleash/api/frontend?appName=checkout&properties[apiKey]=demo', {
      headers: flagHeaders,
    });
    expect(await response.json()).toEqual({
      toggles: ['addressSearch', 'newCheckout'].map((name) => ({
        name,
        enabled: true,
        variant: { name: 'disabled', enabled: false },
        impressionData: false,
      })),
    });
  });

  it('answers 304 when the toggles did not change', async () => {
    const first = await bed.app.request('/unleash/api/frontend?properties[apiKey]=demo', { headers: flagHeaders });
    const etag = first.headers.get('etag') ?? '';
    const second = await bed.app.request('/unleash/api/frontend?properties[apiKey]=demo', {
      headers: { ...flagHeaders, 'if-none-match': etag },
    });
    expect(second.status).toBe(304);
  });

  it('reads the context from a POST body too', async () => {
    const response = await send(
      bed.app,
      'POST',
      '/unleash/api/frontend',
      { context: { appName: 'checkout', properties: { apiKey: 'demo' } } },
      flagHeaders,
    );
    expect(((await response.json()) as { toggles: unknown[] }).toggles).toHaveLength(2);
  });

  it.each([
    '/unleash/api/frontend?properties[apiKey]=unknown',
    '/unleash/api/frontend',
    '/unleash/api/frontend?properties%5BapiKey%5D=demo%00all',
    `/unleash/api/frontend?properties[apiKey]=${'k'.repeat(10_000)}`,
  ])('answers an empty list for %s', async (path) => {
    expect(await (await bed.app.request(path, { headers: flagHeaders })).json()).toEqual({ toggles: [] });
  });

  it('refuses requests without a client key and accepts metrics', async () => {
    expect((await bed.app.request('/unleash/api/frontend?properties[apiKey]=demo')).status).toBe(401);
    expect(
      (await send(bed.app, 'POST', '/unleash/api/frontend/client/metrics', { bucket: {} }, flagHeaders)).status,
    ).toBe(202);
  });
});

describe('captcha verification', () => {
  const verify = async (token: unknown) => send(bed.app, 'POST', '/utils/verify-recaptcha', { token });

  it('verifies a valid token once and refuses it when reused', async () => {
    expect(await readData(await verify('sandbox-valid-abc'), RecaptchaVerificationSchema)).toMatchObject({
      success: true,
      score: 0.9,
    });
    expect(await readData(await verify('sandbox-valid-abc'), RecaptchaVerificationSchema)).toMatchObject({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it.each(['sandbox-invalid', 'sandbox-expired', 'sandbox-valid-', 'anything-else'])('refuses %s', async (token) => {
    expect((await readData(await verify(token), RecaptchaVerificationSchema)).success).toBe(false);
  });

  it('verifies any fresh valid token exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uuid(), async (suffix) => {
        const token = `sandbox-valid-${suffix}`;
        expect((await readData(await verify(token), RecaptchaVerificationSchema)).success).toBe(true);
        expect((await readData(await verify(token), RecaptchaVerificationSchema)).success).toBe(false);
      }),
      { numRuns: 10 },
    );
  });

  /** A v3 token as the double's `execute(siteKey, { action })` issues it. */
  const v3Token = (sitekey: string, action: string) =>
    `sandbox-valid-v3.${Buffer.from(JSON.stringify({ action, sitekey })).toString('base64url')}.${crypto.randomUUID()}`;

  it("verifies a v3 token with the expected action and a high enough score, with Google's fields", async () => {
    expect(await readData(await verify(v3Token('sandbox-site-key', 'checkout')), RecaptchaVerificationSchema)).toEqual({
      success: true,
      score: 0.9,
      action: 'checkout',
      challenge_ts: '2030-01-15T10:00:00.000Z',
      hostname: 'localhost',
    });
  });

  it.each([
    ['a score below the minimum', 'sandbox-score-0.1', 'checkout', 0.1, 'score-too-low'],
    ['another action', 'sandbox-site-key', 'login', 0.9, 'action-mismatch'],
  ])('refuses a v3 token with %s', async (_case, sitekey, action, score, code) => {
    expect(await readData(await verify(v3Token(sitekey, action)), RecaptchaVerificationSchema)).toMatchObject({
      success: false,
      score,
      action,
      'error-codes': [code],
    });
  });

  it('scores a v3 token by the site key that names its score, and refuses it reused or unreadable', async () => {
    const token = v3Token('sandbox-score-0.5', 'checkout');
    expect(await readData(await verify(token), RecaptchaVerificationSchema)).toMatchObject({
      success: true,
      score: 0.5,
    });
    expect(await readData(await verify(token), RecaptchaVerificationSchema)).toMatchObject({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await readData(await verify('sandbox-valid-v3.not-json.x'), RecaptchaVerificationSchema)).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('answers an invalid body with per-field errors and a malformed one with 400', async () => {
    expect(await readError(await verify(''))).toMatchObject({ status: 422, errors: { token: expect.any(Array) } });
    const empty = await bed.app.request('/utils/verify-recaptcha', { method: 'POST', body: 'not json' });
    expect((await readError(empty)).status).toBe(400);
  });
});

describe('places stand-in (Places API (New))', () => {
  type Suggestions = {
    suggestions?: { placePrediction: { placeId: string; place: string; text: { text: string } } }[];
  };
  const autocomplete = (body: unknown) =>
    bed.app.request('/sandbox/places/v1/places:autocomplete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const details = (id: string, fieldMask = 'addressComponents') =>
    bed.app.request(`/sandbox/places/v1/places/${id}`, { headers: { 'x-goog-fieldmask': fieldMask } });

  it('suggests addresses matching the input in the included regions, as Google shapes them', async () => {
    const body = (await (await autocomplete({ input: 'marienpl', includedRegionCodes: ['de'] })).json()) as Suggestions;
    expect(body.suggestions?.map((s) => s.placePrediction.text.text)).toEqual([
      'Marienplatz 8, 80331 München, Germany',
    ]);
    expect(body.suggestions?.[0]?.placePrediction.place).toBe('places/sbx_de_munich');
  });

  it('folds accents, answers {} when nothing matches and 400 without input', async () => {
    const body = (await (await autocomplete({ input: 'munchen', includedRegionCodes: ['DE'] })).json()) as Suggestions;
    expect(body.suggestions).toHaveLength(1);
    expect(await (await autocomplete({ input: 'marienplatz', includedRegionCodes: ['FR'] })).json()).toEqual({});
    expect((await autocomplete({ input: '' })).status).toBe(400);
  });

  it('details a place with the fields of its field mask, address components in Google’s format', async () => {
    const body = (await (await details('sbx_it_milan')).json()) as { addressComponents: unknown[] };
    expect(Object.keys(body)).toEqual(['addressComponents']);
    expect(body.addressComponents).toEqual(
      expect.arrayContaining([
        { longText: 'Italy', shortText: 'IT', types: ['country', 'political'], languageCode: 'en' },
        {
          longText: 'Città Metropolitana di Milano',
          shortText: 'MI',
          types: ['administrative_area_level_2', 'political'],
          languageCode: 'en',
        },
      ]),
    );
    expect((await details('nope')).status).toBe(404);
    expect((await details('sbx_it_milan', '')).status).toBe(400);
  });

  it('finds every built-in address by its street within its country, and maps its details back to it', async () => {
    for (const place of placesData) {
      const input = `${place.street} ${place.streetNumber}`;
      const body = (await (await autocomplete({ input, includedRegionCodes: [place.alpha2] })).json()) as Suggestions;
      expect(body.suggestions?.map((s) => s.placePrediction.placeId)).toContain(place.placeId);
      const { addressComponents } = (await (await details(place.placeId)).json()) as {
        addressComponents: { longText: string; shortText: string; types: string[] }[];
      };
      const part = (type: string) => addressComponents.find((c) => c.types.includes(type));
      expect(part('route')?.longText).toBe(place.street);
      expect(part('street_number')?.longText).toBe(place.streetNumber);
      expect(part('postal_code')?.longText).toBe(place.postalCode);
      expect((part('locality') ?? part('postal_town'))?.longText).toBe(place.city);
      expect(part('country')?.shortText).toBe(place.alpha2);
    }
  });
});
