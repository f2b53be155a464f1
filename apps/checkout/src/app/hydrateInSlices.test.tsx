import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateInSlices } from './hydrateInSlices';

const PARTS = 12;

/** A page of parts that each take 2 ms to render; the first one starts a zero-delay timer. */
function Page({ log }: { readonly log: string[] }) {
  return Array.from({ length: PARTS }, (_, index) => <SlowPart key={`part-${index}`} index={index} log={log} />);
}

function SlowPart({ index, log }: { readonly index: number; readonly log: string[] }) {
  if (index === 0) setTimeout(() => log.push('timer'), 0);
  const start = performance.now();
  while (performance.now() - start < 2) {
    // rendering work
  }
  log.push(`part ${index}`);
  return <p>Part {index}</p>;
}

/** Hydrates the server's HTML of the page with `hydrate` and resolves with what ran, in order. */
async function hydrateWith(hydrate: (container: Element, page: ReactNode) => void): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const log: string[] = [];
  hydrate(container, <Page log={log} />);
  await waitFor(() => expect(log).toContain('timer'));
  await waitFor(() => expect(log).toContain(`part ${PARTS - 1}`));
  container.remove();
  return log;
}

describe('hydrateInSlices', () => {
  it('yields to other tasks while it hydrates (the timer runs between parts)', async () => {
    const log = await hydrateWith(hydrateInSlices);
    expect(log.indexOf('timer')).toBeGreaterThan(log.indexOf('part 0'));
    expect(log.indexOf('timer')).toBeLessThan(log.indexOf(`part ${PARTS - 1}`));
  });

  it('where a plain hydrateRoot renders the whole page in one task (the timer runs after it)', async () => {
    const log = await hydrateWith((container, page) => hydrateRoot(container, page));
    expect(log.indexOf('timer')).toBeGreaterThan(log.indexOf(`part ${PARTS - 1}`));
  });
});
