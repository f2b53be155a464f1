import { Button, ErrorPage, errorPageKind } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { errorMessages } from './errors.messages';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** HTTP status to show; 404, 500 and 503 have their own texts, anything else is unknown. */
  readonly status: number;
  /** The server's own message, shown on a 503. Defaults to none. */
  readonly serverMessage?: string | null;
  /** Whether the cart failed to load ("Cart not found", 404). Defaults to `false`. */
  readonly cartFailed?: boolean;
  /** Offers "Try again" calling this. Defaults to none. */
  readonly onRetry?: () => unknown;
}

/** The error page of spec §2 inside a layout: 404, 500, 503 with the server's message, unknown, and "Cart not found". */
export function ErrorScreen({ status, serverMessage = null, cartFailed = false, onRetry }: ErrorScreenProps) {
  const intl = useIntl();
  const kind = errorPageKind(status, cartFailed);
  const title = {
    'not-found': intl.formatMessage({ id: 'errorPage.notFound' }),
    'server-error': intl.formatMessage({ id: 'errorPage.serverError' }),
    unavailable: serverMessage ?? intl.formatMessage({ id: 'errorPage.serverError' }),
    unknown: intl.formatMessage({ id: 'errorPage.unknownError' }),
    'cart-not-found': intl.formatMessage({ id: 'errorPage.cartNotFound' }),
  }[kind];
  const message =
    kind === 'not-found'
      ? intl.formatMessage(errorMessages.notFoundMessage)
      : kind === 'cart-not-found'
        ? intl.formatMessage(errorMessages.cartNotFoundMessage)
        : undefined;
  return (
    <main className="app-page" data-testid="error-page" data-status={cartFailed ? 404 : status}>
      <ErrorPage
        kind={kind}
        statusCode={cartFailed ? 404 : status}
        title={title}
        message={message}
        actions={
          onRetry && kind !== 'not-found' && kind !== 'cart-not-found' ? (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'errorPage.retry' })}
            </Button>
          ) : undefined
        }
      />
    </main>
  );
}
