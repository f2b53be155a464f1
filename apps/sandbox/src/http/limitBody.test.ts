import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/createTestSandbox';
import { MAX_BODY_BYTES } from './limitBody';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const path = '/api/demo-all/cart/cart-normal/items/tripod';
/** A JSON body of exactly `bytes` bytes that the route would otherwise read. */
const jsonOf = (bytes: number) => `{"quantity":1,"pad":"${'x'.repeat(bytes - 23)}"}`;

/** Sends `text` in 64 kB chunks with no length announced (`transfer-encoding: chunked` on the wire). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
}

describe('the body size limit', () => {
  it('answers 413 in the envelope to a body over 1 MB with its length announced', async () => {
    expect(jsonOf(MAX_BODY_BYTES + 1)).toHaveLength(MAX_BODY_BYTES + 1);
    const body = jsonOf(MAX_BODY_BYTES + 1);
    await expectTooLarge(await sandbox.send('POST', path, body, { 'content-length': String(body.length) }));
  });

  it('answers 413 in the envelope to a chunked body over 1 MB, before parsing it', async () => {
    const response = await sandbox.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: chunked(jsonOf(MAX_BODY_BYTES + 1)),
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(response);
  });

  it('reads a chunked body of exactly 1 MB as usual', async () => {
    const response = await sandbox.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: chunked(jsonOf(MAX_BODY_BYTES)),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
  });
});
