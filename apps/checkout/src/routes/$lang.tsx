import { isLocale, loadCatalogue } from '@checkout/i18n';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DocumentLanguage } from '../app/DocumentLanguage';
import { detectPageLocale } from '../features/errors/RouteErrorScreen';

// A path without a language prefix goes to the same path under the detected language (spec §2).
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params, location }) => {
    if (!isLocale(params.lang)) {
      throw redirect({ href: `/${detectPageLocale()}${location.pathname}${location.searchStr}`, replace: true });
    }
  },
  // Every page shows the core part of its language's catalogue: loaded before it renders, it renders
  // with its texts at once (on the server too).
  loader: async ({ params }) => {
    if (isLocale(params.lang)) await loadCatalogue(params.lang, { areas: [] });
  },
  component: LanguageRoute,
});

function LanguageRoute() {
  const { lang } = Route.useParams();
  return (
    <>
      <DocumentLanguage lang={lang} />
      <Outlet />
    </>
  );
}
