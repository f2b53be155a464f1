import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes of one body in bytes: as served uncompressed, gzip level 9, brotli quality 11. */
export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** Compresses `body` ourselves, whatever the server sent, so every page is weighed the same way. */
export function compressedSizes(body: Uint8Array): Sizes {
  return {
    raw: body.byteLength,
    gzip: gzipSync(body, { level: 9 }).byteLength,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      .byteLength,
  };
}

/** Adds sizes field by field. */
export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** No bytes. */
export const zeroSizes: Sizes = { raw: 0, gzip: 0, brotli: 0 };
