import { emptyCheckoutForm } from '@checkout/checkout-core';
import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { writeStoredForm } from './formStorage';
import { type CheckoutFormState, useCheckoutForm } from './useCheckoutForm';

const scope = { apiKey: 'shop', cartId: 'cart-1' };
const savedForm = { ...emptyCheckoutForm('DE'), email: 'ada@example.com' };

afterEach(() => sessionStorage.clear());

/** Renders a form as the server does and hydrates it, counting the renders in the browser. */
async function hydrateForm() {
  const states: CheckoutFormState[] = [];
  function Form({ browser }: { browser: boolean }) {
    const form = useCheckoutForm(scope.apiKey, scope.cartId, 'DE');
    if (browser) states.push(form);
    return <input readOnly value={form.values.email} />;
  }
  const container = document.createElement('div');
  // The server has no storage: what it renders is the empty form.
  const storage = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  Object.defineProperty(window, 'sessionStorage', { value: undefined, configurable: true });
  try {
    container.innerHTML = renderToString(<Form browser={false} />);
  } finally {
    if (storage) Object.defineProperty(window, 'sessionStorage', storage);
  }
  await act(async () => {
    hydrateRoot(container, <Form browser />);
  });
  return { states, container };
}

describe('useCheckoutForm', () => {
  it('starts with the form this tab saved for the cart', () => {
    writeStoredForm(sessionStorage, scope, savedForm);
    const { result } = renderHook(() => useCheckoutForm(scope.apiKey, scope.cartId, 'DE'));
    expect(result.current.values.email).toBe('ada@example.com');
    expect(result.current.restored).toBe(true);
  });

  it('hydrates the empty form the server rendered, then takes the saved one', async () => {
    writeStoredForm(sessionStorage, scope, savedForm);
    const { states, container } = await hydrateForm();
    expect(states[0]?.values.email).toBe('');
    expect(states.at(-1)?.values.email).toBe('ada@example.com');
    expect(states.at(-1)?.restored).toBe(true);
    expect(container.querySelector('input')?.value).toBe('ada@example.com');
  });

  it('renders once in the browser after hydrating when nothing was saved', async () => {
    const { states } = await hydrateForm();
    expect(states).toHaveLength(1);
    expect(states[0]?.restored).toBe(false);
  });

  it('saves nothing before the shopper changes the form, then every change', () => {
    const { result } = renderHook(() => useCheckoutForm(scope.apiKey, scope.cartId, 'DE'));
    expect(sessionStorage.length).toBe(0);
    act(() => result.current.update((values) => ({ ...values, email: 'grace@example.com' })));
    expect(result.current.values.email).toBe('grace@example.com');
    expect(JSON.stringify(Object.values({ ...sessionStorage }))).toContain('grace@example.com');
    act(() => result.current.update((values) => ({ ...values, email: 'grace@example.org' })));
    expect(result.current.values.email).toBe('grace@example.org');
    expect(result.current.restored).toBe(false);
  });

  it('forgets the saved form on clear', () => {
    writeStoredForm(sessionStorage, scope, savedForm);
    const { result } = renderHook(() => useCheckoutForm(scope.apiKey, scope.cartId, 'DE'));
    act(() => result.current.clear());
    expect(sessionStorage.length).toBe(0);
  });
});
