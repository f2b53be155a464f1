import { CheckoutApiError } from '@checkout/api-client';
import { formatError } from '@checkout/i18n/errors';
import { Alert, Button } from '@checkout/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { systemTestMessages } from './systemTest.messages';

/** Which test call to send: the one the platform answers with success, or the one it answers with an error. */
export type SystemTestCall = 'success' | 'error';

type Outcome = { kind: 'idle' } | { kind: 'succeeded'; call: SystemTestCall } | { kind: 'failed'; message: string };

// The system calls live on the general API base and carry no merchant, so no api key is needed.
const noMerchant = '';

/** Sends the platform's system test calls (`POST /api/system/test/success|error`) and shows how each ended. */
export function SystemTestPage() {
  const intl = useIntl();
  const services = useServices();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const send = async (call: SystemTestCall) => {
    const api = services.api(noMerchant);
    setOutcome({ kind: 'idle' });
    try {
      await (call === 'success' ? api.triggerTestSuccess() : api.triggerTestError());
      setOutcome({ kind: 'succeeded', call });
    } catch (error: unknown) {
      const failure = CheckoutApiError.from(error);
      setOutcome({ kind: 'failed', message: formatError(failure, intl) });
    }
  };

  return (
    <main className="app-page" data-testid="system-test" data-state={outcome.kind}>
      <h1>{intl.formatMessage(systemTestMessages.title)}</h1>
      <p>{intl.formatMessage(systemTestMessages.intro)}</p>
      <div className="app-system-test-actions">
        <Button data-testid="system-test-success" onClick={() => send('success')}>
          {intl.formatMessage(systemTestMessages.success)}
        </Button>
        <Button variant="secondary" data-testid="system-test-error" onClick={() => send('error')}>
          {intl.formatMessage(systemTestMessages.error)}
        </Button>
      </div>
      {outcome.kind === 'succeeded' ? (
        <Alert
          type="success"
          data-testid="system-test-succeeded"
          messages={intl.formatMessage(systemTestMessages.succeeded)}
        />
      ) : null}
      {outcome.kind === 'failed' ? (
        <Alert
          type="error"
          data-testid="system-test-failed"
          title={intl.formatMessage(systemTestMessages.failed)}
          messages={outcome.message}
        />
      ) : null}
    </main>
  );
}
