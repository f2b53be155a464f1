import { isLocale, loadCatalogue, type MessageArea } from '@checkout/i18n';
import type { AnyRoute } from '@tanstack/react-router';

/** What {@link loadPageMessages} reads of a route loader's context. */
export interface PageMessagesContext {
  readonly params: { readonly lang: string };
  readonly route: AnyRoute;
}

/**
 * A route loader's step: loads the page's message areas (its `staticData.messageAreas`) in its
 * language, so the page renders with its texts, after a client-side navigation or a language switch
 * too, instead of the layout's skeleton. A chunk that fails to load fails the route like any chunk.
 */
export async function loadPageMessages({ params, route }: PageMessagesContext): Promise<void> {
  const areas: readonly MessageArea[] = route.options.staticData?.messageAreas ?? [];
  if (areas.length === 0 || !isLocale(params.lang)) return;
  await loadCatalogue(params.lang, { areas });
}
