import { Alert } from '@checkout/ui';
import { useIntl } from 'react-intl';
import { updateMessages } from './update.messages';

/** Props of {@link UpdatedSuccessfullyPage}. */
export interface UpdatedSuccessfullyPageProps {
  /** The updated order, or `null` after an all-orders update. */
  readonly orderId: string | null;
}

/** The updated-successfully page: which orders now use the new payment method; there is nothing else to do. */
export function UpdatedSuccessfullyPage({ orderId }: UpdatedSuccessfullyPageProps) {
  const intl = useIntl();
  return (
    <main className="app-page" data-testid="update-success" data-scope={orderId === null ? 'all' : 'one'}>
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
