import type { Styling, ThemeOverride } from '@checkout/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/useServices';
import { merchantQueries } from '../../queries/merchantQueries';
import type { MerchantTheme } from '../theme/applyMerchantTheme';

/**
 * The merchant's applied theme for the layout (its route loader has it ready, so the page never
 * paints with the default theme first), and a report of every value it rejected.
 */
export function useMerchantTheme(apiKey: string, theme: ThemeOverride | null, styling: Styling | null): MerchantTheme {
  const services = useServices();
  const applied = useSuspenseQuery(merchantQueries.appliedTheme(services, apiKey, theme, styling)).data;
  const { reporter } = services;
  useEffect(() => {
    if (applied.issues.length > 0)
      reporter.report(new Error(`Rejected styling values: ${JSON.stringify(applied.issues)}`), 'styling');
  }, [applied, reporter]);
  return applied;
}
