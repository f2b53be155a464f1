import type { NetworkEdit } from './editNetworkLog';

/** A way the checkout page could have been built, as an edit of its recorded page load. */
export interface Variant {
  readonly name: string;
  readonly edit: NetworkEdit;
}

/** The reads the HTML's early script starts once the cart is known: feature flags, delivery dates, shipping methods. */
const DEPENDENT_READS = [/\/unleash\//, /\/order\/[^/]+\/delivery-dates/, /\/shipping-methods$/];
/** The page view the data layer sends when the browser is idle. */
const PAGE_VIEW = [/\/data-layer\b/];
/** The platform reads the HTML preloads. */
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
  { name: 'no flag, delivery-date or shipping-method read', edit: { drop: DEPENDENT_READS } },
  {
    name: 'every read inside the HTML (+7 KiB)',
    edit: { drop: [...FIRST_READS, ...DEPENDENT_READS], documentExtraBytes: 7 * 1024 },
  },
  {
    name: 'every read inside the HTML, JS 12 % smaller, no medium font',
    edit: {
      drop: [...FIRST_READS, ...DEPENDENT_READS, MEDIUM_FONT],
      scale: [[SCRIPT, 0.88]],
      documentExtraBytes: 7 * 1024,
    },
  },
  {
    name: 'no platform read and no page view at all',
    edit: { drop: [...FIRST_READS, ...DEPENDENT_READS, ...PAGE_VIEW] },
  },
];
