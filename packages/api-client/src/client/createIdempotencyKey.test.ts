import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from './createIdempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createIdempotencyKey', () => {
  it('creates a different UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds a UUID v4 from random bytes where randomUUID is missing (insecure contexts)', () => {
    const realCrypto = globalThis.crypto;
    const getRandomValues = (array: Uint8Array) => realCrypto.getRandomValues(array);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(createIdempotencyKey()).toMatch(UUID_V4);
  });
});
