// @vitest-environment node
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressStream } from './compressStream';

const encoder = new TextEncoder();

/** A stream that gives `first`, then waits until `release` is called before it gives `rest` and ends. */
function heldBack(first: string, rest: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      await released;
      controller.enqueue(encoder.encode(rest));
      controller.close();
    },
  });
  return { body, release };
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, into: Uint8Array[]) {
  for (let read = await reader.read(); !read.done; read = await reader.read()) into.push(read.value);
}

describe('compressStream', () => {
  it.each([
    ['br', brotliDecompressSync, constants.BROTLI_OPERATION_FLUSH],
    ['gzip', gunzipSync, constants.Z_SYNC_FLUSH],
  ] as const)('sends what was written so far before the page ends (%s)', async (encoding, decompress, partial) => {
    const { body, release } = heldBack('<html><head>', '<body>the rest</body></html>');
    const reader = body.pipeThrough(compressStream(encoding)).getReader();
    const chunks: Uint8Array[] = [];
    // The head arrives while the rest is still held back.
    const first = await reader.read();
    expect(first.done).toBe(false);
    chunks.push(first.value as Uint8Array);
    expect(decompress(Buffer.concat(chunks), { finishFlush: partial }).toString()).toBe('<html><head>');
    release();
    await readAll(reader, chunks);
    expect(decompress(Buffer.concat(chunks)).toString()).toBe('<html><head><body>the rest</body></html>');
  });
});
