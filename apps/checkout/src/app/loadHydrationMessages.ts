import { checkoutKeys, type WireLocaleOverride } from '@checkout/api-client';
import { isLocale, loadMessages, type MessageArea } from '@checkout/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { detectPageLocale } from '../features/errors/RouteErrorScreen';
import { toLocaleOverride } from '../features/layout/toLocaleOverride';

/**
 * Before a server-rendered page hydrates: loads what its texts need, the catalogue parts of its
 * language and of its routes' message areas, and the override parser when the merchant's override
 * (from the hydrated query cache) needs it. The layouts' providers then render the texts in their
 * first render, as the server did, instead of a skeleton that would not match the server's HTML.
 */
export async function loadHydrationMessages(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  const matches = router.state.matches;
  const params = (matches.at(-1)?.params ?? {}) as { lang?: string; apiKey?: string };
  const lang = params.lang !== undefined && isLocale(params.lang) ? params.lang : detectPageLocale();
  const areas = [...new Set(matches.flatMap((match) => match.staticData?.messageAreas ?? []))] as MessageArea[];
  const wire =
    params.apiKey === undefined
      ? undefined
      : queryClient.getQueryData<WireLocaleOverride | null>(checkoutKeys.locale(params.apiKey));
  await loadMessages(lang, toLocaleOverride(wire), { areas });
}
