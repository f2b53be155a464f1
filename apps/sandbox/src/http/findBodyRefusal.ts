import type { FieldErrors } from './envelope';

/**
 * The deepest nesting of objects and arrays a body may have. A real order payload has under 10
 * levels (an Adyen Drop-in state inside `payment_method_payload` is the deepest); 10 000 levels used
 * to overflow the stack with a 500 (issue 41 finding 3).
 */
export const MAX_BODY_DEPTH = 32;

/** The most fields one refusal names: every form's fields, and a short answer to a hostile body. */
const MAX_FIELDS = 20;

/** An unpaired UTF-16 surrogate: with the `u` flag a well-formed pair is one code point, not `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

const MESSAGES = {
  text: {
    nul: 'The text contains a NUL character.',
    lone: 'The text is not well-formed Unicode (it holds a lone surrogate).',
  },
  key: {
    nul: 'A key contains a NUL character.',
    lone: 'A key is not well-formed Unicode (it holds a lone surrogate).',
  },
} as const;

/** Why a parsed body is refused before any route reads it: a message, and the fields it names. */
export interface BodyRefusal {
  message: string;
  errors?: FieldErrors;
}

/** What PostgreSQL cannot store of a text (a NUL; a lone surrogate, which `jsonb` refuses), or `null`. */
function problemOf(text: string, where: 'text' | 'key'): string | null {
  if (text.includes('\u0000')) return MESSAGES[where].nul;
  if (LONE_SURROGATE.test(text)) return MESSAGES[where].lone;
  return null;
}

/**
 * Checks a parsed body (JSON, or a form's fields) before anything uses it: nested deeper than
 * {@link MAX_BODY_DEPTH}, or holding a text or key PostgreSQL cannot store (a NUL, a lone
 * surrogate). The refusal names each such field by its dotted path (`contact.address.billing.city`,
 * `_` for the body itself), up to 20; a bad key is named by the path of the object holding it, so
 * the answer never repeats the bad text. `null` when the body may be read.
 */
export function findBodyRefusal(body: unknown): BodyRefusal | null {
  const errors: FieldErrors = {};
  let named = 0;
  /** Records `message` on `path`; false once the refusal names enough fields to stop looking. */
  const note = (path: string, message: string): boolean => {
    const field = path || '_';
    const messages = errors[field];
    if (messages) {
      if (!messages.includes(message)) messages.push(message);
    } else {
      errors[field] = [message];
      named++;
    }
    return named < MAX_FIELDS;
  };
  /** Walks `value` (inside `depth` objects or arrays); `'too_deep'` as soon as it passes the bound. */
  const visit = (value: unknown, path: string, depth: number): 'go_on' | 'stop' | 'too_deep' => {
    if (typeof value === 'string') {
      const problem = problemOf(value, 'text');
      return problem === null || note(path, problem) ? 'go_on' : 'stop';
    }
    if (value === null || typeof value !== 'object') return 'go_on';
    if (depth >= MAX_BODY_DEPTH) return 'too_deep';
    for (const [key, item] of Object.entries(value)) {
      const problem = problemOf(key, 'key');
      if (problem !== null) {
        if (!note(path, problem)) return 'stop';
        continue;
      }
      const next = visit(item, path ? `${path}.${key}` : key, depth + 1);
      if (next !== 'go_on') return next;
    }
    return 'go_on';
  };
  if (visit(body, '', 0) === 'too_deep') return { message: 'The request body is nested too deeply.' };
  return named === 0 ? null : { message: 'The given data was invalid.', errors };
}
