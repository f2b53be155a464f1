import type { CompiledMessages } from './CompiledMessages';
import { catalogueCores } from './generated/catalogues/catalogueCores';
import { type MessageArea, messageAreas } from './generated/catalogues/messageAreas';
import type { Locale } from './locales';

/** Which parts of a catalogue to load. */
export interface CatalogueOptions {
  /**
   * The page areas to load beside the core part every page needs (`[]` for the core alone).
   * Defaults to every area: the whole catalogue.
   */
  readonly areas?: readonly MessageArea[];
}

/** The parts loaded so far, by `<locale>.core` and `<locale>.<area>`, for {@link loadedCatalogue}. */
const loadedParts = new Map<string, CompiledMessages>();

const areasOf = (options: CatalogueOptions | undefined): MessageArea[] => [...new Set(options?.areas ?? messageAreas)];

/** One object of the parts' messages; the parts hold disjoint ids. The core part alone is returned as it is. */
function merge(core: CompiledMessages, areas: readonly CompiledMessages[]): CompiledMessages {
  return areas.length === 0 ? core : Object.assign({}, core, ...areas);
}

/**
 * Loads the precompiled catalogue of one locale: its core part and the page areas asked for
 * (`options.areas`, by default all of them), each its own lazily imported chunk. No other locale is fetched.
 */
export async function loadCatalogue(locale: Locale, options?: CatalogueOptions): Promise<CompiledMessages> {
  const core = await catalogueCores[locale]();
  loadedParts.set(`${locale}.core`, core.messages);
  const areas = await Promise.all(
    areasOf(options).map(async (area) => {
      const { messages } = await core.areas[area]();
      loadedParts.set(`${locale}.${area}`, messages);
      return messages;
    }),
  );
  return merge(core.messages, areas);
}

/**
 * The same messages as {@link loadCatalogue}, at once, when every part asked for has loaded before
 * (a route loader loaded the page's area); `undefined` otherwise.
 */
export function loadedCatalogue(locale: Locale, options?: CatalogueOptions): CompiledMessages | undefined {
  const core = loadedParts.get(`${locale}.core`);
  const areas = areasOf(options).map((area) => loadedParts.get(`${locale}.${area}`));
  if (core === undefined || areas.some((messages) => messages === undefined)) return undefined;
  return merge(
    core,
    areas.filter((messages) => messages !== undefined),
  );
}
