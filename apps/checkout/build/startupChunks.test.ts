import { describe, expect, it } from 'vitest';
import { type StartupModules, startupChunk, startupChunkGroups, startupEntries } from './startupChunks';

const pnpm = (pkg: string, file: string) =>
  `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

/** What the build found the chunks' package entries bring (module ids of no real package). */
const modules: StartupModules = {
  framework: new Set(['/lib/locale/index.ts', '/lib/locale/formatMoney.ts', '/lib/kit/RadioGroup.tsx']),
  'payment-steps': new Set(['/lib/pay/runUpdate.ts', '/lib/pay/createAttempt.ts', '/lib/pay/redirect.ts']),
  pay: new Set(['/lib/pay/runPay.ts', '/lib/pay/createAttempt.ts', '/lib/locale/formatMoney.ts']),
};
const none: StartupModules = { framework: new Set(), 'payment-steps': new Set(), pay: new Set() };

describe('startupChunk', () => {
  it('puts React\'s runtime and the other libraries every page paints with into "framework"', () => {
    for (const id of [
      pnpm('react-dom', 'cjs/react-dom-client.production.js'),
      pnpm('react', 'index.js'),
      pnpm('scheduler', 'index.js'),
      'C:\\repo\\node_modules\\react\\index.js',
      pnpm('@tanstack/router-core', 'dist/esm/router.js'),
      pnpm('@tanstack/query-core', 'build/modern/index.js'),
      pnpm('react-intl', 'index.js'),
      pnpm('@formatjs/intl', 'index.js'),
      pnpm('intl-messageformat', 'index.js'),
      pnpm('valibot', 'dist/index.mjs'),
      pnpm('react-intl', 'lib/src/react.js'),
    ])
      expect(startupChunk(id, none), id).toBe('framework');
  });

  it('keeps the ICU parsers out: they load only for a merchant override with ICU syntax', () => {
    expect(startupChunk(pnpm('@formatjs/icu-messageformat-parser', 'index.js'), none)).toBeNull();
    expect(startupChunk(pnpm('@formatjs/icu-skeleton-parser', 'index.js'), none)).toBeNull();
  });

  it('puts the entry and the app shell into "framework", with the modules of the chunk\'s package entries', () => {
    for (const id of [
      '/repo/apps/checkout/src/main.tsx',
      '/repo/apps/checkout/src/app/AppServices.ts',
      '/repo/apps/checkout/src/queries/cartQueries.ts',
      '/repo/apps/checkout/src/features/layout/DefaultLayout.tsx',
      '/repo/apps/checkout/src/features/errors/ErrorScreen.tsx',
      '/repo/apps/checkout/src/app/loadPageMessages.ts',
      '/repo/apps/checkout/src/features/layout/usePageMessageAreas.ts',
      '/lib/locale/index.ts',
      '/lib/kit/RadioGroup.tsx',
    ])
      expect(startupChunk(id, modules), id).toBe('framework');
  });

  it('puts the small parts of the app several pages share into "framework" instead of a chunk each', () => {
    for (const id of [
      '/repo/apps/checkout/src/routes/$lang.tsx?tsr-split=component',
      '/repo/apps/checkout/src/routes/$lang/$apiKey.tsx?tsr-split=component',
      '/repo/apps/checkout/src/features/payment/usePaymentAdapter.ts',
      '/repo/apps/checkout/src/features/payment/LazyPaymentMount.tsx',
      '/repo/apps/checkout/src/features/payment/isUnconfigured.ts',
      '/repo/apps/checkout/src/features/confirmation/chosenDetailsStorage.ts',
      '/repo/apps/checkout/src/features/checkout/checkout.messages.ts',
    ])
      expect(startupChunk(id, none), id).toBe('framework');
  });

  it('puts what paying runs into "pay", and what paying and updating share into "payment-steps"', () => {
    expect(startupChunk('/lib/pay/runPay.ts', modules)).toBe('pay');
    expect(startupChunk('/repo/apps/checkout/src/features/checkout/payNow.ts', none)).toBe('pay');
    for (const id of ['/lib/pay/runUpdate.ts', '/lib/pay/createAttempt.ts', '/lib/pay/redirect.ts'])
      expect(startupChunk(id, modules), id).toBe('payment-steps');
    expect(startupChunk('/repo/apps/checkout/src/features/checkout/usePay.ts', modules)).toBeNull();
  });

  it('gives a module the entries of two chunks reach to the more shared one', () => {
    expect(startupChunk('/lib/pay/createAttempt.ts', modules)).toBe('payment-steps');
    expect(startupChunk('/lib/locale/formatMoney.ts', modules)).toBe('framework');
  });

  it("keeps the payment runtime, the theme, each page route and the routes' loaders lazy, and leaves the rest to automatic splitting", () => {
    for (const id of [
      '/repo/apps/checkout/src/features/payment/paymentRuntime.ts',
      '/repo/apps/checkout/src/features/payment/paymentRegistry.ts',
      '/repo/apps/checkout/src/features/theme/applyMerchantTheme.ts',
      '/repo/apps/checkout/src/features/payment/createCheckoutPort.ts',
      '/repo/apps/checkout/src/features/flags/fetchFeatureFlags.ts',
      '/repo/apps/checkout/src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component',
      '/repo/apps/checkout/src/routes/$lang/$apiKey_/update-payment-method.tsx?tsr-split=component',
      '/repo/apps/checkout/src/features/checkout/CheckoutPage.tsx',
      '/repo/apps/checkout/src/features/update/UpdatePage.tsx',
      '/repo/apps/checkout/src/routes/$lang/$apiKey/$cartId/index.tsx',
      // A layout route's loader: a chunk of its own, which only a shell or a navigation loads.
      '/repo/apps/checkout/src/routes/$lang/$apiKey.tsx?tsr-split=loader',
      '/repo/apps/checkout/src/routes/$lang.tsx?tsr-split=loader',
      '/lib/locale/catalogue-de.ts',
      pnpm('libphonenumber-js', 'max/index.js'),
      pnpm('react-aria-components', 'dist/main.js'),
      pnpm('@stripe/stripe-js', 'dist/index.mjs'),
    ])
      expect(startupChunk(id, modules), id).toBeNull();
  });
});

describe('startupChunkGroups', () => {
  it('tests each module against its group, most shared first', () => {
    const groups = startupChunkGroups(modules);
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['framework', 3],
      ['payment-steps', 2],
      ['pay', 1],
    ]);
    expect(groups.map(({ test }) => test('/lib/pay/runPay.ts'))).toEqual([false, false, true]);
  });
});

describe('startupEntries', () => {
  it('names only entries the packages export', async () => {
    for (const entry of Object.values(startupEntries).flat()) await expect(import(entry), entry).resolves.toBeDefined();
  });
});
