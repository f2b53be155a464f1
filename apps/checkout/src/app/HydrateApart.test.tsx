import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from './HydrateApart';

const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

describe('HydrateApart', () => {
  it('renders its children as they are on the server', () => {
    expect(
      renderToString(
        <HydrateApart>
          <p>the form</p>
        </HydrateApart>,
      ),
    ).toContain('<p>the form</p>');
  });

  it('is hydrated after the rest of the page, in work of its own', async () => {
    const seen: boolean[] = [];
    function Page() {
      // The page's own commit: what it sees of the part set apart.
      useEffect(() => {
        seen.push(isHydrated(document.querySelector('#apart')));
      }, []);
      return (
        <main>
          <button id="pay" type="button">
            Pay
          </button>
          <HydrateApart>
            <input id="apart" readOnly value="kept" />
          </HydrateApart>
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(isHydrated(container.querySelector('#pay'))).toBe(true);
    expect(seen).toEqual([false]);
    expect(isHydrated(container.querySelector('#apart'))).toBe(true);
    container.remove();
  });
});
