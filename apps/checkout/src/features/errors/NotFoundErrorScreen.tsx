import { ErrorScreen } from './ErrorScreen';

/** The not-found page (404) inside the route's layout: a route's `notFoundComponent`, or a page whose subject is not there. */
export function NotFoundErrorScreen() {
  return <ErrorScreen status={404} />;
}
