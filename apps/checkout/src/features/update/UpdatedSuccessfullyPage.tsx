import { Alert } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { updateMessages } from './update.messages';

/** Props of {@link UpdatedSuccessfullyPage}. */
export interface UpdatedSuccessfullyPageProps {
  /** The updated order, or `null` after an all-orders update. */
  readonly orderId: string | null;
  /** Whether this tab's update was confirmed by the platform (the page's history state); never read from the URL. */
  readonly confirmed: boolean;
  /** The update page of the same link, offered when nothing is confirmed here. */
  readonly updateHref: string;
}

/**
 * The updated-successfully page: which orders now use the new payment method, when this tab's update
 * was confirmed by the platform; opened from a link alone it confirms nothing and offers the update page.
 */
export function UpdatedSuccessfullyPage({ orderId, confirmed, updateHref }: UpdatedSuccessfullyPageProps) {
  const intl = useIntl();
  const scope = orderId === null ? 'all' : 'one';
  if (!confirmed) {
    return (
      <main className="app-page" data-testid="update-success" data-scope={scope} data-state="unconfirmed">
        <h1 className="ck-heading">{intl.formatMessage(updateMessages.unconfirmedTitle)}</h1>
        <Alert type="info" messages={intl.formatMessage(updateMessages.unconfirmedMessage)} />
        <a href={updateHref} rel="noreferrer" data-testid="update-try-again">
          {intl.formatMessage(updateMessages.changeMethod)}
        </a>
      </main>
    );
  }
  return (
    <main className="app-page" data-testid="update-success" data-scope={scope} data-state="confirmed">
      <h1 className="ck-heading">{intl.formatMessage(updateMessages.successTitle)}</h1>
      <Alert
        type="success"
        messages={[
          orderId === null
            ? intl.formatMessage(updateMessages.successAll)
            : intl.formatMessage(updateMessages.successOne, { orderId }),
          intl.formatMessage(updateMessages.successClose),
        ]}
      />
    </main>
  );
}
