import type { NetworkEdit } from './editNetworkLog';

/** A way the checkout page could have been built, as an edit of its recorded page load. */
export interface Variant {
  readonly name: string;
  readonly edit: NetworkEdit;
}

const MEDIUM_FONT = /roboto-latin-500-normal/;
const FRAMEWORK = /\/framework-[\w-]+\.js$/;
/** Our first-load scripts: everything but the framework chunk. */
const OURS = /\/assets\/(?!framework-)[\w$-]+\.js$/;
/** The scripts that start beside the framework chunk but are small enough to ride in another chunk. */
const SMALL_SCRIPTS = [/\/rolldown-runtime-[\w-]+\.js$/];
/** Any platform read the browser still makes before the largest paint (none while the server embeds them). */
const PLATFORM_READS = [/\/api\/[^/]+\/(?!data-layer)/, /\/unleash\//];

/**
 * The what-ifs ADR 0008 weighs; each says what would change, not how. Since session 7 the server
 * embeds the platform reads, so what is left to weigh is the JavaScript and the fonts.
 */
export const VARIANTS: readonly Variant[] = [
  { name: 'as built', edit: {} },
  { name: 'no medium font', edit: { drop: [MEDIUM_FONT] } },
  { name: 'our scripts 30 % smaller (JS budget)', edit: { scale: [[OURS, 0.7]] } },
  { name: 'framework chunk 10 % smaller', edit: { scale: [[FRAMEWORK, 0.9]] } },
  { name: 'no runtime chunk beside the framework', edit: { drop: SMALL_SCRIPTS } },
  { name: 'no platform read before the largest paint', edit: { drop: PLATFORM_READS } },
];
