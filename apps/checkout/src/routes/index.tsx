import { createFileRoute, redirect } from '@tanstack/react-router';
import { detectPageLocale } from '../features/errors/RouteErrorScreen';

// `/` goes to the detected language (URL, i18n_redirected cookie, browser, en; spec §2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: `/${detectPageLocale()}/`, replace: true });
  },
});
