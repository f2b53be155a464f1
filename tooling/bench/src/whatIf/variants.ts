import type { NetworkEdit } from './editNetworkLog';

/** A way the checkout page could have been built, as an edit of its recorded page load. */
export interface Variant {
  readonly name: string;
  readonly edit: NetworkEdit;
}

const MEDIUM_FONT = /roboto-latin-500-normal/;
/** The chunk every page paints with: the libraries with our shell and entry. */
const STARTUP = /\/framework-[\w-]+\.js$/;
/** The page's other first-load scripts: its route chunk, catalogue, country names and the runtime. */
const OURS = /\/assets\/(?!framework-)[\w$-]+\.js$/;
/** The scripts that start beside the startup chunk but are small enough to ride in another chunk. */
const SMALL_SCRIPTS = [/\/rolldown-runtime-[\w-]+\.js$/];
/** Any platform read the browser still makes before the largest paint (none on a page the server rendered, ADR 0015). */
const PLATFORM_READS = [/\/api\/[^/]+\/(?!data-layer)/, /\/unleash\//];

/**
 * The what-ifs the page's loading was weighed with (ADR 0008); each says what would change, not how.
 * A server-rendered page makes its platform reads on the server, so what is left to weigh is the
 * JavaScript and the fonts.
 */
export const VARIANTS: readonly Variant[] = [
  { name: 'as built', edit: {} },
  { name: 'no medium font', edit: { drop: [MEDIUM_FONT] } },
  { name: 'the page’s other scripts 30 % smaller', edit: { scale: [[OURS, 0.7]] } },
  { name: 'startup chunk 10 % smaller', edit: { scale: [[STARTUP, 0.9]] } },
  { name: 'no runtime chunk beside the startup chunk', edit: { drop: SMALL_SCRIPTS } },
  { name: 'no platform read before the largest paint', edit: { drop: PLATFORM_READS } },
];
