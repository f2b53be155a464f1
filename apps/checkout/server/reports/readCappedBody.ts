import { ServerError } from '../ServerError';

/**
 * Reads a request body of at most `maxBytes` as text, refusing a larger one with a 413 before it is
 * parsed: by its declared `content-length` without reading it, or as soon as the stream passes the cap
 * (a chunked body declares no length).
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new ServerError(`A report may hold at most ${maxBytes} bytes.`, 413);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
