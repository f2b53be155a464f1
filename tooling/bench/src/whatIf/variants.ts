import type { NetworkEdit } from './editNetworkLog';

/** A way the checkout page could have been built, as an edit of its recorded page load. */
export interface Variant {
  readonly name: string;
  readonly edit: NetworkEdit;
}

/** The reads the page makes once its JavaScript runs: feature flags, delivery dates, shipping methods, page view. */
const READS_AFTER_JS = [/\/unleash\//, /\/order\/[^/]+\/delivery-dates/, /\/shipping-methods$/, /\/data-layer\b/];
/** The platform reads the HTML preloads today (and the flag read it starts). */
const FIRST_READS = [
  /\/api\/[^/]+\/(locale|styling|theme|payments\/[^/]+|cart\/[^/]+|cart\/[^/]+\/shipping-countries)$/,
];
const MEDIUM_FONT = /roboto-latin-500-normal/;
const SCRIPT = /\.js$/;

/** The what-ifs ADR 0008 weighs; each says what would change, not how. */
export const VARIANTS: readonly Variant[] = [
  { name: 'as built', edit: {} },
  { name: 'no medium font', edit: { drop: [MEDIUM_FONT] } },
  { name: 'all JS 12 % smaller', edit: { scale: [[SCRIPT, 0.88]] } },
  { name: 'no read after the JavaScript', edit: { drop: READS_AFTER_JS } },
  {
    name: 'every read inside the HTML (+7 KiB)',
    edit: { drop: [...FIRST_READS, ...READS_AFTER_JS], documentExtraBytes: 7 * 1024 },
  },
  { name: 'no read after the JS, JS 12 % smaller', edit: { drop: READS_AFTER_JS, scale: [[SCRIPT, 0.88]] } },
  {
    name: 'no read after the JS, JS 12 % smaller, no medium font',
    edit: { drop: [...READS_AFTER_JS, MEDIUM_FONT], scale: [[SCRIPT, 0.88]] },
  },
  {
    name: 'every read inside the HTML, JS 12 % smaller, no medium font',
    edit: {
      drop: [...FIRST_READS, ...READS_AFTER_JS, MEDIUM_FONT],
      scale: [[SCRIPT, 0.88]],
      documentExtraBytes: 7 * 1024,
    },
  },
];
