import type { ErrorMessage } from '@checkout/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The shopper's text of an `ErrorMessage` (`@checkout/i18n`): a catalogue message in the page's language, or a text as sent. */
export function useErrorText(): (message: ErrorMessage) => string {
  const intl = useIntl();
  return useCallback(
    (message: ErrorMessage) => (message.kind === 'message' ? intl.formatMessage({ id: message.id }) : message.text),
    [intl],
  );
}
