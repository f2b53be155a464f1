import { useRouteContext } from '@tanstack/react-router';
import type { AppServices } from './AppServices';

/** The app's services from the router context. */
export function useServices(): AppServices {
  return useRouteContext({ from: '__root__', select: (context) => context.services });
}
