import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only with vitest globals, which we keep off.
afterEach(cleanup);

// jsdom has no CSS.escape; react-aria's overlays use it to look up a CSP nonce meta tag.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { value: { ...globalThis.CSS, escape: cssEscape }, configurable: true });
}
