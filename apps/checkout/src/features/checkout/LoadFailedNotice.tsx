import { Alert, Button } from '@checkout/ui';
import { useIntl } from 'react-intl';

/** Props of {@link LoadFailedNotice}. */
export interface LoadFailedNoticeProps {
  /** What the shopper reads (already translated). */
  readonly message: string;
  /** Loads the missing part again. */
  readonly onRetry: () => void;
  /** Test id on the notice. Defaults to none. */
  readonly 'data-testid'?: string;
}

/** A part of the page that failed to load and blocks paying: a warning and a "Try again" button, never a silent gap. */
export function LoadFailedNotice({ message, onRetry, 'data-testid': testId }: LoadFailedNoticeProps) {
  const intl = useIntl();
  return (
    <div className="app-section" data-testid={testId}>
      <Alert type="warning" messages={message} />
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'errorPage.retry' })}
      </Button>
    </div>
  );
}
