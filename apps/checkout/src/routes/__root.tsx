import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, Scripts, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
  // The shell renders whatever the page shows, error screens included: the router's hydration scripts
  // (`Scripts`, under the response's nonce) must be in every server-rendered page.
  shellComponent: RouterShell,
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <RouteErrorScreen error={error} />,
});

function RouterShell({ children }: { readonly children: ReactNode }) {
  return (
    <>
      {children}
      <Scripts />
    </>
  );
}

function NotFoundScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <EmptyLayout locale={detectPageLocale(pathname)} areas={[]}>
      <ErrorScreen status={404} />
    </EmptyLayout>
  );
}
