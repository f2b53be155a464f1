import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random identifier `prefix` + `length` alphanumerics, the way providers mint theirs (`pi_3Nx...`). */
export function randomId(prefix: string, length = 24, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
