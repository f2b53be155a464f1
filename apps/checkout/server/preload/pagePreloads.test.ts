import { describe, expect, it } from 'vitest';
import type { PackageEntryChunks } from '../../build/packageEntryChunks';
import { describePage } from '../testing/describePage';
import {
  addPreloadLinks,
  type BuildManifest,
  createPagePreloads,
  entryScripts,
  fontPreloads,
  modulepreloadLinkHeader,
  routeFileOf,
} from './pagePreloads';

const facts = (path: string) => describePage(new URL(path, 'https://checkout.test'));

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['_react.js'] },
  'src/routes/$lang.tsx?tsr-split=component': { file: 'assets/lang-1.js', imports: ['index.html'] },
  'src/routes/$lang/$apiKey.tsx?tsr-split=component': { file: 'assets/apiKey-1.js', imports: ['index.html'] },
  'src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component': {
    file: 'assets/cartId-1.js',
    imports: ['index.html', '_form.js'],
  },
  'src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=errorComponent': { file: 'assets/cartError-1.js' },
  'src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=loader': {
    file: 'assets/cartLoader-1.js',
    imports: ['_reads.js'],
  },
  '_reads.js': { file: 'assets/reads-1.js' },
  'src/routes/$lang/$apiKey_/update-payment-method.tsx?tsr-split=component': { file: 'assets/update-1.js' },
  'catalogue-de': { file: 'assets/de-1.js' },
  'catalogue-en': { file: 'assets/en-1.js' },
  'catalogue-de.update': { file: 'assets/de.update-1.js' },
  'catalogue-de.confirmation': { file: 'assets/de.confirmation-1.js' },
  'names-de': { file: 'assets/names-de-1.js' },
};

/** The build's `.vite/package-entries.json` for that manifest. */
const packageEntries: PackageEntryChunks = {
  '@checkout/i18n/catalogues/de': 'assets/de-1.js',
  '@checkout/i18n/catalogues/en': 'assets/en-1.js',
  '@checkout/i18n/catalogues/de.update': 'assets/de.update-1.js',
  '@checkout/i18n/catalogues/de.confirmation': 'assets/de.confirmation-1.js',
  '@checkout/reference-data/names/de': 'assets/names-de-1.js',
};

describe('routeFileOf', () => {
  it.each([
    ['__root__', '__root.tsx'],
    ['/', 'index.tsx'],
    ['/$lang', '$lang.tsx'],
    ['/$lang/', '$lang/index.tsx'],
    ['/$lang/$apiKey/$cartId/', '$lang/$apiKey/$cartId/index.tsx'],
    ['/$lang/$apiKey/$cartId/mollie-redirected/', '$lang/$apiKey/$cartId/mollie-redirected/index.tsx'],
    ['/$lang/$apiKey/$cartId/mollie-redirected/v2', '$lang/$apiKey/$cartId/mollie-redirected/v2.tsx'],
    ['/$lang/$apiKey_/update-payment-method', '$lang/$apiKey_/update-payment-method.tsx'],
  ])('names the file of route %s: %s', (id, file) => {
    expect(routeFileOf(id)).toBe(file);
  });
});

/** The checkout page's route chunks and what they import, its loader's chunk among them. */
const checkoutRouteChunks = [
  '/assets/lang-1.js',
  '/assets/apiKey-1.js',
  '/assets/cartId-1.js',
  '/assets/form-1.js',
  '/assets/cartLoader-1.js',
  '/assets/reads-1.js',
];

describe('createPagePreloads', () => {
  it("preloads the checkout page's route chunks (with its loaders, which a shell runs), their imports, one catalogue and one country-name map, not the entry's", () => {
    expect(createPagePreloads(manifest, packageEntries)('de', facts('/de/key/cart')).sort()).toEqual(
      [...checkoutRouteChunks, '/assets/de-1.js', '/assets/names-de-1.js'].sort(),
    );
  });

  it("preloads neither the routes' loaders nor the country names for a page the server rendered: it came with its data", () => {
    const shell = createPagePreloads(manifest, packageEntries)('de', facts('/de/key/cart'));
    const rendered = createPagePreloads(manifest, packageEntries)('de', facts('/de/key/cart'), { rendered: true });
    expect(shell).toEqual(expect.arrayContaining(['/assets/cartLoader-1.js', '/assets/reads-1.js']));
    expect(rendered.sort()).toEqual(
      [
        '/assets/lang-1.js',
        '/assets/apiKey-1.js',
        '/assets/cartId-1.js',
        '/assets/form-1.js',
        '/assets/de-1.js',
      ].sort(),
    );
  });

  it("preloads no country names where no address is asked for, and the page's message area", () => {
    expect(createPagePreloads(manifest, packageEntries)('de', facts('/de/key/update-payment-method'))).toEqual([
      '/assets/lang-1.js',
      '/assets/update-1.js',
      '/assets/de-1.js',
      '/assets/de.update-1.js',
    ]);
  });

  it("preloads the confirmation's message area on the order confirmation, and no area on the checkout page", () => {
    expect(createPagePreloads(manifest, packageEntries)('de', facts('/de/key/cart/order-confirmation'))).toContain(
      '/assets/de.confirmation-1.js',
    );
    expect(
      createPagePreloads(manifest, packageEntries)('de', facts('/de/key/cart')).filter((file) => file.includes('de.')),
    ).toEqual([]);
  });

  it('preloads no catalogue for an unknown language, and nothing without a manifest', () => {
    expect(createPagePreloads(manifest, packageEntries)('xx', facts('/xx/key/cart')).sort()).toEqual(
      [...checkoutRouteChunks].sort(),
    );
    expect(createPagePreloads({}, packageEntries)('de', facts('/de/key/cart'))).toEqual([]);
  });

  it("preloads the route chunks alone without the build's package entries", () => {
    expect(createPagePreloads(manifest)('de', facts('/de/key/update-payment-method'))).toEqual([
      '/assets/lang-1.js',
      '/assets/update-1.js',
    ]);
  });
});

describe('entryScripts', () => {
  it('lists the entry first, then what it imports', () => {
    expect(entryScripts(manifest)).toEqual(['/assets/index-1.js', '/assets/react-1.js']);
    expect(entryScripts({})).toEqual([]);
  });
});

describe('modulepreloadLinkHeader', () => {
  it('announces each file as a module preload, in order', () => {
    expect(modulepreloadLinkHeader(['/assets/index-1.js', '/assets/cartId-1.js'])).toBe(
      '</assets/index-1.js>; rel=modulepreload, </assets/cartId-1.js>; rel=modulepreload',
    );
  });
});

describe('fontPreloads', () => {
  it('picks the Latin regular and medium Roboto files the stylesheet paints with first', () => {
    const withFonts: BuildManifest = {
      'index.html': {
        file: 'assets/index-1.js',
        assets: [
          'assets/roboto-latin-400-normal-AbC1.woff2',
          'assets/roboto-latin-500-normal-x_Y.woff2',
          'assets/roboto-latin-700-normal-Zz.woff2',
          'assets/roboto-latin-ext-400-normal-Q.woff2',
          'assets/roboto-cyrillic-400-normal-R.woff2',
        ],
      },
    };
    expect(fontPreloads(withFonts)).toEqual([
      '/assets/roboto-latin-400-normal-AbC1.woff2',
      '/assets/roboto-latin-500-normal-x_Y.woff2',
    ]);
  });
});

describe('addPreloadLinks', () => {
  it('preloads the fonts from a script, whose elements follow the referrer policy, not with preload tags', () => {
    const html = addPreloadLinks('<head></head>', [], ['/assets/f.woff2']);
    expect(html).not.toContain('<link');
    const source = /<script>(.*)<\/script>/.exec(html)?.[1] ?? '';
    const appended: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { append: (element: Record<string, string>) => appended.push(element) },
    };
    new Function('document', source)(document);
    expect(appended).toEqual([
      { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '', href: '/assets/f.woff2' },
    ]);
  });

  it('adds one modulepreload link per chunk to the head', () => {
    expect(addPreloadLinks('<head></head>', ['/assets/a.js', '/assets/b.js'])).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head>',
    );
    expect(addPreloadLinks('<head></head>', [])).toBe('<head></head>');
  });
});
