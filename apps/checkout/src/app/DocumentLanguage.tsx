import { useLayoutEffect } from 'react';

/** Keeps `<html lang>` on the page's language, so screen readers and browsers read every screen in it. */
export function DocumentLanguage({ lang }: { lang: string }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
