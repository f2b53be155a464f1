import { Alert } from '@checkout/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateMessages } from './update.messages';

/** Props of {@link UpdateProgress}. */
export interface UpdateProgressProps {
  /** Whether all orders are updated (the long call, with a bar over its timeout). */
  readonly isUpdateAll: boolean;
  /** The all-orders timeout in ms. */
  readonly timeoutMs: number;
}

/** What the customer sees while the update runs: a polite status text and, for all orders, a bar over the timeout. */
export function UpdateProgress({ isUpdateAll, timeoutMs }: UpdateProgressProps) {
  const intl = useIntl();
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    if (!isUpdateAll) return undefined;
    const started = Date.now();
    const timer = setInterval(() => setElapsedMs(Math.min(Date.now() - started, timeoutMs)), 500);
    return () => clearInterval(timer);
  }, [isUpdateAll, timeoutMs]);
  const seconds = Math.round(timeoutMs / 1000);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid="update-progress">
      <Alert
        type="info"
        messages={
          isUpdateAll
            ? intl.formatMessage(updateMessages.progressAll, { seconds })
            : intl.formatMessage(updateMessages.progressOne)
        }
      />
      {isUpdateAll ? (
        <progress
          style={{ inlineSize: '100%', blockSize: '0.5rem' }}
          aria-label={intl.formatMessage(updateMessages.progressLabel)}
          max={timeoutMs}
          value={elapsedMs}
        />
      ) : null}
    </div>
  );
}
