import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageFacts } from '../../app/pageFacts';

/**
 * Keeps `document.title` in the page's language and in step with client navigation (the server's
 * HTML starts with the same title): the page's own title, or the error title while a route shows an
 * error or not-found screen.
 */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const id = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.status === 'error' || match.status === 'notFound')
        ? 'pageTitle.error'
        : pageFacts(state.matches).titleId,
  });
  const title = intl.messages[id] === undefined ? undefined : intl.formatMessage({ id });
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
