import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNeededSoon } from './useNeededSoon';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const needed = useNeededSoon(ref);
  return <div ref={ref}>{needed ? 'needed' : 'waiting'}</div>;
}

let intersect: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
function installObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        intersect = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  intersect = null;
});

describe('useNeededSoon', () => {
  it('waits until the element nears the viewport', () => {
    installObserver();
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => intersect?.([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => intersect?.([{ isIntersecting: true }]));
    expect(screen.getByText('needed')).toBeDefined();
  });

  it('turns true on the first interaction with the page', () => {
    installObserver();
    render(<Probe />);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.getByText('needed')).toBeDefined();
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('needed')).toBeDefined();
  });
});
