import { scrubText } from './scrubText';

/** What the log says of a thrown value. */
export interface ErrorFields {
  readonly type: string;
  readonly message: string;
  /** The stack's frames (functions and files of the server, never data), at most ten. */
  readonly stack?: string;
}

/** The log fields of a thrown value: its type, its message scrubbed of links, ids and addresses, and its frames. */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 10)
    .map((line) => line.trim().replace(/\?\S*/g, ''));
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(frames.length > 0 ? { stack: frames.join('\n') } : {}),
  };
}
