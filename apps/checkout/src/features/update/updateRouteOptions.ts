import type { StaticDataRouteOption } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageSkeleton } from '../layout/PageSkeleton';
import { loadUpdatePage } from './loadUpdatePage';
import { UpdateSearchSchema } from './UpdateSearchSchema';

/**
 * What every route of the update flow declares, spread into its `createFileRoute` options beside its own
 * `component` (kept inline there, so the router plugin still splits the page into its own chunk).
 */
export const updateRouteOptions = {
  validateSearch: (search: Record<string, unknown>) => v.parse(UpdateSearchSchema, search),
  staticData: {
    pageKind: 'update',
    messageAreas: ['update'],
    pageTitle: 'pageTitle.update',
  } satisfies StaticDataRouteOption,
  loader: loadUpdatePage,
  pendingComponent: PageSkeleton,
};
