import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce } from './readCspNonce';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

describe('readCspNonce', () => {
  it('reads the nonce the server put on the page, and null without one', () => {
    expect(readCspNonce()).toBeNull();
    document.head.insertAdjacentHTML('afterbegin', '<meta property="csp-nonce" nonce="N0NCE">');
    expect(readCspNonce()).toBe('N0NCE');
    expect(readCspNonce(undefined)).toBe('N0NCE');
  });
});
