import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigationProgress } from './useNavigationProgress';

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function Progress() {
  return <output data-testid="progress">{useNavigationProgress()}</output>;
}

function renderRouter(load: () => Promise<void>) {
  const root = createRootRoute({
    component: () => (
      <>
        <Progress />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home</p> });
  const next = createRoute({
    getParentRoute: () => root,
    path: '/next',
    loader: load,
    component: () => <p>next page</p>,
    errorComponent: () => <p>next failed</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, next]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useNavigationProgress', () => {
  it('is loading while a navigation is pending and done when it succeeds', async () => {
    const load = deferred();
    const router = renderRouter(() => load.promise);
    await screen.findByText('home');
    act(() => {
      // Through the history: the app's registered route types do not know this test's routes.
      router.history.push('/next');
    });
    await expect.poll(() => screen.getByTestId('progress').textContent).toBe('loading');
    await act(async () => load.resolve());
    await screen.findByText('next page');
    await expect.poll(() => screen.getByTestId('progress').textContent).toBe('done');
  });

  it('is failed when the navigation ends on an error', async () => {
    const load = deferred();
    const router = renderRouter(() => load.promise);
    await screen.findByText('home');
    act(() => {
      // Through the history: the app's registered route types do not know this test's routes.
      router.history.push('/next');
    });
    await expect.poll(() => screen.getByTestId('progress').textContent).toBe('loading');
    await act(async () => load.reject(new Error('platform down')));
    await screen.findByText('next failed');
    await expect.poll(() => screen.getByTestId('progress').textContent).toBe('failed');
  });
});
