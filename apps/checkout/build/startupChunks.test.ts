import { describe, expect, it } from 'vitest';
import { startupChunk, startupChunkGroups } from './startupChunks';

const pnpm = (pkg: string, file: string) =>
  `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

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
      expect(startupChunk(id), id).toBe('framework');
  });

  it('keeps the ICU parsers out: they load only for a merchant override with ICU syntax', () => {
    expect(startupChunk(pnpm('@formatjs/icu-messageformat-parser', 'index.js'))).toBeNull();
    expect(startupChunk(pnpm('@formatjs/icu-skeleton-parser', 'index.js'))).toBeNull();
    expect(startupChunk('/repo/packages/i18n/src/parseOverrideMessage.ts')).toBeNull();
  });

  it('puts the entry, the app shell, the API client and the locale plumbing into "framework"', () => {
    for (const id of [
      '/repo/apps/checkout/src/main.tsx',
      '/repo/apps/checkout/src/app/AppServices.ts',
      '/repo/apps/checkout/src/queries/cartQueries.ts',
      '/repo/apps/checkout/src/features/layout/DefaultLayout.tsx',
      '/repo/apps/checkout/src/features/errors/ErrorScreen.tsx',
      '/repo/packages/api-client/src/client/createCheckoutApi.ts',
      '/repo/packages/api-client/src/client/pageLoadRoutes.ts',
      '/repo/packages/i18n/src/loadMessages.ts',
      '/repo/packages/i18n/src/react/CheckoutIntlProvider.tsx',
      '/repo/packages/i18n/src/catalogues/catalogueCores.ts',
      '/repo/packages/i18n/src/catalogues/messageAreas.ts',
      '/repo/apps/checkout/src/app/loadPageMessages.ts',
      '/repo/apps/checkout/src/features/layout/usePageMessageAreas.ts',
    ])
      expect(startupChunk(id), id).toBe('framework');
  });

  it("leaves the API's on-demand routes and its schemas to their users: the shell takes the schemas it needs along", () => {
    expect(startupChunk('/repo/packages/api-client/src/client/onDemandRoutes.ts')).toBeNull();
    expect(startupChunk('/repo/packages/api-client/src/contract/OrderCreateRequestSchema.ts')).toBeNull();
    expect(startupChunk('/repo/packages/api-client/src/contract/CartSchema.ts')).toBeNull();
  });

  it('puts the small parts several pages share into "framework" instead of a chunk each', () => {
    for (const id of [
      '/repo/apps/checkout/src/routes/$lang.tsx?tsr-split=component',
      '/repo/apps/checkout/src/routes/$lang/$apiKey.tsx?tsr-split=component',
      '/repo/apps/checkout/src/features/payment/usePaymentAdapter.ts',
      '/repo/apps/checkout/src/features/payment/LazyPaymentMount.tsx',
      '/repo/apps/checkout/src/features/checkout/checkout.messages.ts',
      '/repo/packages/payments/src/PaymentError.ts',
      '/repo/packages/ui/src/components/Field/Field.tsx',
      '/repo/packages/ui/src/components/CartItemList/CartItemList.tsx',
    ])
      expect(startupChunk(id), id).toBe('framework');
  });

  it('puts what paying runs into "pay", and what paying and updating share into "payment-steps"', () => {
    for (const id of [
      '/repo/packages/payments/src/sequence/runPaySequence.ts',
      '/repo/apps/checkout/src/features/checkout/payNow.ts',
    ])
      expect(startupChunk(id), id).toBe('pay');
    for (const id of [
      '/repo/packages/payments/src/sequence/runPaymentMethodUpdate.ts',
      '/repo/packages/payments/src/sequence/createPayAttempt.ts',
      '/repo/packages/payments/src/redirect/isAllowedRedirect.ts',
      '/repo/packages/payments/src/redirect/createRedirectAllowlist.ts',
    ])
      expect(startupChunk(id), id).toBe('payment-steps');
    expect(startupChunk('/repo/apps/checkout/src/features/checkout/usePay.ts')).toBeNull();
    expect(startupChunkGroups.map(({ name }) => name)).toEqual(['framework', 'payment-steps', 'pay']);
  });

  it('keeps the payment runtime, the theme’s colour maths and each page route lazy', () => {
    for (const id of [
      '/repo/apps/checkout/src/features/payment/paymentRuntime.ts',
      '/repo/apps/checkout/src/features/payment/paymentRegistry.ts',
      '/repo/apps/checkout/src/features/theme/applyMerchantTheme.ts',
      '/repo/packages/ui/src/theme/applyTheme.ts',
      '/repo/packages/ui/src/theme/parseColor.ts',
      '/repo/apps/checkout/src/features/payment/createCheckoutPort.ts',
      '/repo/apps/checkout/src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component',
      '/repo/apps/checkout/src/routes/$lang/$apiKey_/update-payment-method.tsx?tsr-split=component',
    ])
      expect(startupChunk(id), id).toBeNull();
  });

  it('leaves catalogues (core parts and page areas), provider code, page features and other libraries to automatic splitting', () => {
    for (const id of [
      '/repo/packages/i18n/src/catalogues/de.ts',
      '/repo/packages/i18n/src/catalogues/de.confirmation.ts',
      '/repo/packages/i18n/src/catalogues/de.update.ts',
      '/repo/packages/i18n/src/catalogues/de.status.ts',
      'C:\\repo\\packages\\i18n\\src\\catalogues\\de.cartCreate.ts',
      '/repo/packages/reference-data/src/generated/countryNames/de.ts',
      '/repo/packages/payments/src/adapters/stripe/createStripeAdapter.ts',
      '/repo/apps/checkout/src/features/checkout/CheckoutPage.tsx',
      '/repo/apps/checkout/src/features/update/UpdatePage.tsx',
      '/repo/apps/checkout/src/routes/$lang/$apiKey/$cartId/index.tsx',
      pnpm('libphonenumber-js', 'max/index.js'),
      pnpm('react-aria-components', 'dist/main.js'),
      pnpm('@stripe/stripe-js', 'dist/index.mjs'),
    ])
      expect(startupChunk(id), id).toBeNull();
  });
});
