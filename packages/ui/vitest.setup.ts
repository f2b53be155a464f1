import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only with vitest globals, which we keep off.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for a state, not for a speed: Testing Library's 1 s default fails a
// picker that filters 250 countries on a busy two-core machine (`pnpm test:load`).
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no CSS.escape; react-aria's overlays use it to look up a CSP nonce meta tag.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { value: { ...globalThis.CSS, escape: cssEscape }, configurable: true });
}
