import type { StoryLocale } from './storyLocales';
import { da } from './texts/da';
import { de } from './texts/de';
import { el } from './texts/el';
import type { StoryTexts } from './texts/en';
import { en } from './texts/en';
import { es } from './texts/es';
import { fi } from './texts/fi';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nl } from './texts/nl';
import { no } from './texts/no';
import { sl } from './texts/sl';
import { sv } from './texts/sv';

/**
 * Story-only texts in the 12 languages, so designers can review every component in every locale. The published
 * kit takes all text through props; the app gets its wording from @checkout/i18n.
 */
const TABLE: Record<StoryLocale, StoryTexts> = { da, de, el, en, es, fi, fr, it, nl, no, sl, sv };

/** The story texts for a locale. */
export function storyTexts(locale: StoryLocale): StoryTexts {
  return TABLE[locale];
}
