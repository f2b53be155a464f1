import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrating } from './useHydrating';

function Probe() {
  return <p>{useHydrating() ? 'hydrating' : 'browser'}</p>;
}

describe('useHydrating', () => {
  it('is true in the server render', () => {
    expect(renderToString(<Probe />)).toContain('hydrating');
  });

  it('is false in a render of the browser’s own', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeDefined();
  });

  it('is true while hydrating the server’s HTML (no mismatch), then false', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('browser');
    container.remove();
  });
});
