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
 * Our code every page runs before it paints (in `framework`): the app's services, queries, layout and error
 * screens, the API client without its on-demand routes (their own chunk; the shell takes the
 * contract schemas its calls parse with along as dependencies), and the locale plumbing of
 * `@checkout/i18n` with the list of its page areas and the table of its catalogues' core parts
 * (not the catalogues: one chunk per language for the core part and one per language and page
 * area, which only the core part imports; nor its lazy override parser).
 */
const SHELL = new RegExp(
  `${SEP}(apps${SEP}checkout${SEP}src${SEP}(app|queries|features${SEP}(layout|errors))${SEP}` +
    `|packages${SEP}api-client${SEP}src${SEP}(?!contract${SEP}|client${SEP}onDemandRoutes)` +
    `|packages${SEP}i18n${SEP}src${SEP}(react${SEP}|[^\\\\/]+\\.tsx?$|catalogues${SEP}(catalogueCores|messageAreas)\\.ts$))`,
);
const LAZY_I18N = /parseOverride|overrideParser/;

/**
 * The small pieces more than one page imports, each of which automatic splitting made a chunk of
 * its own (1-2 KiB, a request each on the main page): the two layout routes every merchant page
 * sits in, the host's payment glue (adapter hook, lazy mount, pending-return storage; not the
 * order port, imported when a method is chosen, nor the lazy payment runtime), the payment error of
 * `@checkout/payments`, the checkout's messages and transport-failure test, and the kit's field,
 * radio, alert and cart-list atoms.
 */
const SHARED_PAGE_PARTS = new RegExp(
  `${SEP}(apps${SEP}checkout${SEP}src${SEP}(routes${SEP}\\$lang(${SEP}\\$apiKey)?\\.tsx` +
    `|features${SEP}payment${SEP}(usePaymentAdapter|LazyPaymentMount|paymentStorage)\\.tsx?$` +
    `|features${SEP}checkout${SEP}(checkout\\.messages|isTransportFailure)\\.ts$)` +
    `|packages${SEP}payments${SEP}src${SEP}PaymentError\\.ts$` +
    `|packages${SEP}ui${SEP}src${SEP}components${SEP}(Field|RadioGroup|Alert|CartItemList)${SEP})`,
);

/**
 * What the checkout's Pay runs and its first paint does not: the pay sequence of
 * `@checkout/payments` and the checkout's outcome handling (`payNow.ts`). Loaded on the shopper's
 * first interaction with the checkout form, and by the order-return page.
 */
const PAY = new RegExp(
  `${SEP}(packages${SEP}payments${SEP}src${SEP}sequence${SEP}runPaySequence\\.ts$` +
    `|apps${SEP}checkout${SEP}src${SEP}features${SEP}checkout${SEP}payNow\\.ts$)`,
);

/**
 * What both paying and replacing a payment method use: the redirect allowlist, the attempt and the
 * update sequence of `@checkout/payments`. Its own chunk, so the update pages load it without the
 * checkout's pay sequence, and the checkout only with it.
 */
const PAYMENT_STEPS = new RegExp(
  `${SEP}packages${SEP}payments${SEP}src${SEP}(redirect${SEP}` +
    `|sequence${SEP}(checkedRedirect|createPayAttempt|paymentMethodUpdateDispatch|runPaymentMethodUpdate)\\.ts$)`,
);

/**
 * Names the chunk a module goes to (rolldown's `codeSplitting` group name), or `null` to leave it to
 * automatic splitting. Every page paints with one chunk plus its route's own: `framework` (the
 * libraries, our shell and the entry, 114 KiB brotli). Without groups the first paint waited for
 * some twenty small shared chunks, each a request and each compressed on its own; libraries, shell
 * and entry apart cost 2 KiB of compression and two requests more, and React's runtime apart 1 KiB
 * and a request (ADR 0008).
 */
export function startupChunk(id: string): string | null {
  if (FRAMEWORK.test(id) || ENTRY.test(id)) return 'framework';
  if (PAY.test(id)) return 'pay';
  if (PAYMENT_STEPS.test(id)) return 'payment-steps';
  if ((SHELL.test(id) && !LAZY_I18N.test(id)) || SHARED_PAGE_PARTS.test(id)) return 'framework';
  return null;
}

/**
 * The rolldown `codeSplitting` groups over {@link startupChunk}, most shared first: a module both
 * the shell and `pay` reach (the checkout's messages, the API error) goes to `framework`, so the pay
 * chunk never becomes a dependency of what the page paints with (each group takes its modules'
 * dependencies along unless a group before it took them).
 */
export const startupChunkGroups = (['framework', 'payment-steps', 'pay'] as const).map((name, index, names) => ({
  name,
  test: (id: string) => startupChunk(id) === name,
  priority: names.length - index,
}));
