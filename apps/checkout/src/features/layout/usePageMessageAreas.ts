import type { MessageArea } from '@checkout/i18n';
import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';

/**
 * The message areas the shown routes declare (`staticData.messageAreas`), for the layout's
 * `CheckoutIntlProvider`: the checkout page declares none, so it loads the core part alone. The
 * same array while the areas stay the same.
 */
export function usePageMessageAreas(): readonly MessageArea[] {
  const key = useMatches({
    select: (matches) => [...new Set(matches.flatMap((match) => match.staticData.messageAreas ?? []))].sort().join(' '),
  });
  return useMemo(() => (key === '' ? [] : (key.split(' ') as MessageArea[])), [key]);
}
