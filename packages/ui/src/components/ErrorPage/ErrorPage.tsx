import { type ReactNode, useId } from 'react';
import type { ErrorPageKind } from './errorPageKind';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  kind: ErrorPageKind;
  /** The status code shown above the title (e.g. 404). Defaults to none. */
  statusCode?: number;
  /** The localised title, e.g. "This page could not be found". */
  title: ReactNode;
  /** A longer message; for 503 the server-provided message. Defaults to none. */
  message?: ReactNode;
  /** Links or buttons, e.g. back to the shop. Defaults to none. */
  actions?: ReactNode;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A full-page error (place it in the page's `main`) with its status code, a level-one heading, a message and actions. */
export function ErrorPage({ kind, statusCode, title, message, actions, 'data-testid': testId }: ErrorPageProps) {
  const titleId = useId();
  return (
    <section className="ck-error-page" aria-labelledby={titleId} data-state={kind} data-testid={testId}>
      {statusCode ? (
        <p className="ck-error-page__code" aria-hidden="true">
          {statusCode}
        </p>
      ) : null}
      <h1 id={titleId} className="ck-heading ck-error-page__title">
        {title}
      </h1>
      {message ? <p className="ck-error-page__message">{message}</p> : null}
      {actions ? <div className="ck-error-page__actions">{actions}</div> : null}
    </section>
  );
}
