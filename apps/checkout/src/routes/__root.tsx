import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AppServices } from '../app/AppServices';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { detectPageLocale, RouteErrorScreen } from '../features/errors/RouteErrorScreen';
import { EmptyLayout } from '../features/layout/EmptyLayout';

/** What every route's loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  services: AppServices;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <EmptyLayout locale={detectPageLocale()} areas={[]}>
      <ErrorScreen status={404} />
    </EmptyLayout>
  ),
  errorComponent: ({ error }) => <RouteErrorScreen error={error} />,
});
