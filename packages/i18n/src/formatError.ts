import { type DescribeErrorOptions, describeError } from './describeError';
import type { MessageFormatter } from './MessageFormatter';

/** The text of a failure in the shopper's language, through {@link describeError}. */
export function formatError(error: unknown, intl: MessageFormatter, options?: DescribeErrorOptions): string {
  const described = describeError(error, options);
  return described.kind === 'message' ? intl.formatMessage({ id: described.id }) : described.text;
}
