/**
 * Architecture rules of the workspace: design.md's "who may import whom" table, as
 * dependency-cruiser rules. `pnpm lint` runs them over apps, packages and tooling;
 * `rules.test.mjs` proves that each rule catches its violation.
 */

/** Workspace packages each package may import (design.md §2). */
const allowedImports = {
  'reference-data': [],
  validation: ['reference-data'],
  'api-client': ['validation', 'reference-data'],
  i18n: ['reference-data', 'validation'],
  payments: ['reference-data'],
  ui: [],
  // The checkout form's model (ADR 0017): the contract's types and answers, the rules, the tables and the
  // error texts' ids; never payments (it reads a PaymentError by shape) or ui, and no React.
  'checkout-core': ['reference-data', 'validation', 'api-client', 'i18n'],
};

/** Packages whose whole source is framework-free; i18n and payments allow React under src/react/. */
const REACT = '(^|node_modules/)(react|react-dom|react-intl|@tanstack/react-[^/]+)(/|$)';

const packageBoundaries = Object.entries(allowedImports).map(([name, allowed]) => ({
  name: `boundary-${name}`,
  comment: `@checkout/${name} may import only: ${allowed.length ? allowed.join(', ') : 'no workspace package'} (design.md §2).`,
  severity: 'error',
  from: {
    path: `^packages/${name}/`,
    // The UI kit's Storybook setup and stories may render every locale through @checkout/i18n, and the
    // Storybook check compares what they show with it.
    ...(name === 'ui'
      ? { pathNot: '^packages/ui/(\\.storybook/|src/.+\\.stories\\.tsx$|scripts/designerChecks\\.mjs$)' }
      : {}),
  },
  to: { path: '^packages/', pathNot: `^packages/(${[name, ...allowed].join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...packageBoundaries,
    {
      name: 'boundary-sandbox',
      comment: 'apps/sandbox may import only api-client, reference-data and validation (design.md §2).',
      severity: 'error',
      from: { path: '^apps/sandbox/' },
      to: { path: '^packages/', pathNot: '^packages/(api-client|reference-data|validation)/' },
    },
    {
      name: 'no-import-of-apps',
      comment: 'Nothing imports an app: apps are composition roots.',
      severity: 'error',
      from: { path: '^(packages|tooling)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-to-app',
      comment: 'An app does not import another app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-deep-import',
      comment: 'Import a package by its public entries only, never @checkout/x/src/... or dist/...',
      severity: 'error',
      from: { path: '^(apps|packages|tooling)/([^/]+)/' },
      to: {
        path: '^packages/',
        pathNot: [
          '^packages/$2/',
          '^packages/[^/]+/src/index[.]tsx?$',
          '^packages/[^/]+/src/[a-z0-9-]+/index[.]tsx?$',
          // A package's published stylesheet entry (`@checkout/ui/styles.css`).
          '^packages/[^/]+/src/styles[.]css$',
          // The per-language country names of `@checkout/reference-data/names/<lang>`.
          '^packages/reference-data/src/generated/names/[a-z-]+[.]ts$',
          // The message sources `@checkout/i18n/messages/<locale>.json` (Storybook shows the app's texts).
          '^packages/i18n/messages/[a-z]{2}[.]json$',
          // The catalogue parts of `@checkout/i18n/catalogues/<locale>[.<area>]`.
          '^packages/i18n/src/generated/catalogues/[a-z]{2}[.]ts$',
          '^packages/i18n/src/generated/catalogues/[a-z]{2}[.][a-zA-Z]+[.]ts$',
          // The one-module entries `@checkout/payments/pay-sequence` and `/update-sequence`.
          '^packages/payments/src/sequence/(runPaySequence|runPaymentMethodUpdate)[.]ts$',
          // The one-component entries `@checkout/ui/alert`, `/cart-item-list`, `/radio-group` and `/text-field`.
          '^packages/ui/src/components/(Alert/Alert|CartItemList/CartItemList|RadioGroup/RadioGroup|TextField/TextField)[.]tsx$',
        ],
      },
    },
    {
      name: 'no-react-in-core',
      comment: 'React lives only in @checkout/ui, ./react entries (src/react/) and the app.',
      severity: 'error',
      from: {
        path: [
          '^packages/(reference-data|validation|api-client|checkout-core)/',
          '^packages/(i18n|payments)/src/(?!react/)',
        ],
      },
      to: { path: REACT },
    },
    {
      name: 'no-tooling-in-published-code',
      comment: 'Published sources must not depend on private tooling (tests and stories may).',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: '\\.(test|stories)\\.tsx?$' },
      to: { path: '^tooling/' },
    },
    {
      name: 'no-circular',
      comment: 'No dependency cycles.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves: a missing dependency declaration fails here, not on a user machine.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-server|test-results|storybook-static|\\.turbo)/|^tooling/lint/fixtures/',
    },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@checkout/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
