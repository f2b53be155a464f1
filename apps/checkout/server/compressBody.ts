import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A content encoding the server can send. */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The best encoding the client accepts for a body of this type and size, or `null`. */
export function chooseEncoding(acceptEncoding: string | undefined, type: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(type)) return null;
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses `body`, caching the result per key: hashed assets never change, so each is compressed
 * once. A `null` key (a page with a per-response nonce) is compressed every time and never cached.
 */
export function createCompressor() {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return (key: string | null, body: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> => {
    const cacheKey = `${encoding}:${key}`;
    const cached = key === null ? undefined : cache.get(cacheKey);
    if (cached) return cached;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: key === null ? 5 : 11 } })
        : gzipSync(body, { level: 9 });
    const result = new Uint8Array(compressed);
    if (key !== null) cache.set(cacheKey, result);
    return result;
  };
}
