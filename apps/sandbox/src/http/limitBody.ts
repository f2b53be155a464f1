import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope';

/** The largest request body the sandbox reads (1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a body over {@link MAX_BODY_BYTES} with 413 in the envelope before any route parses it:
 * by its announced length, or while counting a chunked body, which stops reading at the limit
 * (issue 26 item 8: a 100 MB body used to be parsed whole).
 */
export function limitBody() {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, 413, 'The request body is too large.'),
  });
}
