import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Encoding } from './compressBody';

/**
 * A transform that compresses a streamed page as it goes, each chunk flushed as soon as it is written,
 * so the browser reads the head (and starts its preloads) before the rest of the page has been rendered.
 * Brotli at quality 5, as every per-response page (`createCompressor`).
 */
export function compressStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  return Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>;
}
