import { describe, expect, it } from 'vitest';
import { captureTypedInput } from './captureTypedInput';

/** The server's HTML of a few fields, in a fresh container. */
function serverFields() {
  const root = document.createElement('form');
  root.innerHTML = `
    <input name="email" value="">
    <input type="checkbox" name="terms">
    <input type="radio" name="method" value="standard" checked>
    <input type="radio" name="method" value="express">`;
  const field = (selector: string) => root.querySelector(selector) as HTMLInputElement;
  return {
    root,
    email: field('[name="email"]'),
    terms: field('[name="terms"]'),
    standard: field('[value="standard"]'),
    express: field('[value="express"]'),
  };
}

describe('captureTypedInput', () => {
  it('notes typed text, a ticked box and the chosen radio, not the radio the choice unchecked', () => {
    const page = serverFields();
    page.email.value = 'ada@example.com';
    page.terms.checked = true;
    page.express.checked = true;
    expect(page.standard.checked).toBe(false);
    expect(captureTypedInput(page.root).fields).toBe(3);
  });

  it('notes each field once while its replay is pending, and only fields React has not taken over when asked', () => {
    const page = serverFields();
    page.email.value = 'ada@example.com';
    page.terms.checked = true;
    expect(captureTypedInput(page.root).fields).toBe(2);
    expect(captureTypedInput(page.root).fields).toBe(0);

    const later = serverFields();
    later.email.value = 'ada@example.com';
    later.terms.checked = true;
    // How React marks an element it has hydrated.
    Object.assign(later.email, { __reactFiber$test: {} });
    expect(captureTypedInput(later.root, { dehydratedOnly: true }).fields).toBe(1);
  });
});
