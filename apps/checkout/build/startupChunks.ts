/** Any path separator, so the rules hold on Windows too. */
const SEP = String.raw`[\\/]`;

const PACKAGE = `${SEP}node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?`;

/**
 * The libraries every page runs before it paints, the set the benchmark's stack floor ships: React's
 * runtime, the router and query library, react-intl without the ICU parser (catalogues arrive
 * precompiled; `@formatjs/icu-*` stay with the lazy override parser), and valibot.
 */
const FRAMEWORK = new RegExp(
  `${PACKAGE}(react|react-dom|scheduler|@tanstack${SEP}[^\\\\/]+|react-intl|@formatjs${SEP}(?!icu-)[^\\\\/]+|intl-messageformat|use-sync-external-store|valibot)${SEP}`,
);

/** The app's entry module: with it, everything it imports statically (the router, its routes' loaders). */
const ENTRY = new RegExp(`${SEP}apps${SEP}checkout${SEP}src${SEP}main\\.tsx$`);

/**
 * Our code every page runs before it paints (in `framework`): the app's services, queries, layout and
 * error screens, and with them what they import statically (the API client without its on-demand
 * routes, which it imports on first use; the contract schemas its calls parse with).
 */
const SHELL = new RegExp(`${SEP}apps${SEP}checkout${SEP}src${SEP}(app|queries|features${SEP}(layout|errors))${SEP}`);

/**
 * The small pieces of the app more than one page imports, each of which automatic splitting made a
 * chunk of its own (0.1-2 KiB, a request each on the main page): the two layout routes every merchant
 * page sits in, the host's payment glue (adapter hook, lazy mount, pending-return storage, the
 * unconfigured-provider check; not the order port, imported when a method is chosen, nor the lazy
 * payment runtime), the storage of the details the confirmation shows, and the checkout's messages.
 */
const SHARED_PAGE_PARTS = new RegExp(
  `${SEP}apps${SEP}checkout${SEP}src${SEP}(routes${SEP}\\$lang(${SEP}\\$apiKey)?\\.tsx(\\?tsr-split=component)?$` +
    `|features${SEP}payment${SEP}(usePaymentAdapter|LazyPaymentMount|paymentStorage|isUnconfigured)\\.tsx?$` +
    `|features${SEP}confirmation${SEP}chosenDetailsStorage\\.ts$` +
    `|features${SEP}checkout${SEP}checkout\\.messages\\.ts$)`,
);

/** The checkout's outcome handling of Pay (`payNow.ts`), in `pay` with the pay sequence it runs. */
const PAY = new RegExp(`${SEP}apps${SEP}checkout${SEP}src${SEP}features${SEP}checkout${SEP}payNow\\.ts$`);

/** The startup chunks, most shared first. */
export const startupChunkNames = ['framework', 'payment-steps', 'pay'] as const;

/** One startup chunk (rolldown `codeSplitting` group). */
export type StartupChunk = (typeof startupChunkNames)[number];

/**
 * The package entries each startup chunk holds, found with the bundler's resolver: the build puts an
 * entry's module and every module of the same package it imports statically into the chunk (see
 * `startupChunksPlugin`), never a file named by its path inside the package.
 *
 * - `framework`: the locale plumbing of `@checkout/i18n` (its main and React entries: the provider,
 *   `loadCatalogue` and the table of the catalogues' core parts, the formatters; not the catalogues, one
 *   chunk per language for the core part and one per language and page area, which only the core part
 *   imports, nor its lazy override parser), and the kit's text field (with the field parts the kit's
 *   inputs share), alert and cart list, which more than one page shows; and the checkout form's model
 *   (`@checkout/checkout-core`'s main entry, not its `./contact` check), which the checkout page and
 *   `payNow.ts` share: left to `pay`, the page would load that chunk with it.
 * - `payment-steps`: what both paying and replacing a payment method use: the update sequence of
 *   `@checkout/payments` with the attempt it makes, and the redirect allowlist. Its own chunk, so the
 *   update pages load it without the checkout's pay sequence, and the checkout only with it.
 * - `pay`: what the checkout's Pay runs and its first paint does not: the pay sequence of
 *   `@checkout/payments` (and the app's `payNow.ts`). Loaded on the shopper's first interaction with the
 *   checkout form, and by the order-return page.
 */
export const startupEntries: Readonly<Record<StartupChunk, readonly string[]>> = {
  framework: [
    '@checkout/i18n',
    '@checkout/i18n/react',
    '@checkout/ui/text-field',
    '@checkout/ui/alert',
    '@checkout/ui/cart-item-list',
    '@checkout/checkout-core',
  ],
  'payment-steps': ['@checkout/payments/update-sequence', '@checkout/payments/redirect'],
  pay: ['@checkout/payments/pay-sequence'],
};

/** The modules each chunk's package entries bring (`startupEntries`), by module id, as the build found them. */
export type StartupModules = Readonly<Record<StartupChunk, ReadonlySet<string>>>;

/**
 * Names the chunk a module goes to (rolldown's `codeSplitting` group name), or `null` to leave it to
 * automatic splitting. Every page paints with one chunk plus its route's own: `framework` (the
 * libraries, our shell and the entry, 114 KiB brotli). Without groups the first paint waited for
 * some twenty small shared chunks, each a request and each compressed on its own; libraries, shell
 * and entry apart cost 2 KiB of compression and two requests more, and React's runtime apart 1 KiB
 * and a request (ADR 0008). A module two chunks' entries reach goes to the more shared one.
 */
export function startupChunk(id: string, modules: StartupModules): StartupChunk | null {
  if (FRAMEWORK.test(id) || ENTRY.test(id) || SHELL.test(id) || SHARED_PAGE_PARTS.test(id)) return 'framework';
  if (PAY.test(id)) return 'pay';
  return startupChunkNames.find((name) => modules[name].has(id)) ?? null;
}

/**
 * The rolldown `codeSplitting` groups over {@link startupChunk}, most shared first: a module both
 * the shell and `pay` reach (the checkout's messages, the API error) goes to `framework`, so the pay
 * chunk never becomes a dependency of what the page paints with (each group takes its modules'
 * dependencies along unless a group before it took them).
 */
export function startupChunkGroups(modules: StartupModules) {
  return startupChunkNames.map((name, index) => ({
    name,
    test: (id: string) => startupChunk(id, modules) === name,
    priority: startupChunkNames.length - index,
  }));
}
