import { act, Component, type ReactNode, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const isHydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The part's own component: a checkbox the page controls, and a hook of its own. */
function Consent({ label, checked, onTick }: { label: string; checked: boolean; onTick: (checked: boolean) => void }) {
  const [touched, setTouched] = useState(false);
  return (
    <label data-touched={touched}>
      {label}
      <input
        type="checkbox"
        data-testid="tick"
        checked={checked}
        onChange={(event) => {
          setTouched(true);
          onTick(event.target.checked);
        }}
      />
    </label>
  );
}

/** The page's error boundary: what a part that cannot load shows instead. */
class Boundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The part failed.</p> : this.props.children;
  }
}

/**
 * A fresh copy of `deferredPart` (its gate and loaded state are the module's) with a part whose code
 * arrives when the test says: the server's copy and the browser's are two, as in a real page.
 */
async function definePart() {
  vi.resetModules();
  const module = await import('./deferredPart');
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => arrived.then(() => Consent));
  const Part = module.deferredPart(load);
  function Page({ label, onTick }: { label: string; onTick: (checked: boolean) => void }) {
    const [checked, setChecked] = useState(false);
    return (
      <main>
        <input data-testid="above" readOnly value="" />
        <Part
          label={label}
          checked={checked}
          onTick={(next) => {
            setChecked(next);
            onTick(next);
          }}
        />
      </main>
    );
  }
  return { module, load, arrive, Page };
}

/** The server's HTML of the page, with the part rendered as it is. */
async function serverHtml(label: string) {
  const server = await definePart();
  server.arrive();
  await server.module.loadDeferredParts();
  return renderToString(<server.Page label={label} onTick={() => {}} />);
}

let container: HTMLElement | null = null;
// React's development build says so when a part breaks the rules of suspending and hooks (`use`
// called in a render that suspended and not in its replay, a hook more than the replay had).
const consoleError = vi.spyOn(console, 'error');
afterEach(async () => {
  container?.remove();
  container = null;
  const broken = consoleError.mock.calls.filter(([message]) => /use\(\)|hook|suspend/i.test(String(message)));
  expect(broken).toEqual([]);
  consoleError.mockClear();
});

/** Hydrates the server's HTML with the browser's copy of the page; `early`: the shopper acted before it. */
async function hydrate(label: string, onTick: (checked: boolean) => void = () => {}, { early = false } = {}) {
  const html = await serverHtml(label);
  const browser = await definePart();
  if (early) {
    browser.module.wakeDeferredParts();
    browser.arrive();
  }
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <browser.Page label={label} onTick={onTick} />, {
      onRecoverableError: recoverable,
    });
  });
  const tick = container.querySelector<HTMLInputElement>('[data-testid="tick"]');
  return { ...browser, root: root as unknown as Root, recoverable, tick };
}

/** Lets the part's code arrive and React hydrate it, and what was ticked meanwhile be given to it. */
async function settle() {
  for (let frame = 0; frame < 5; frame++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
}

describe('deferredPart', () => {
  it('renders on the server as it is, once loaded', async () => {
    expect(await serverHtml('Accept the terms')).toContain('Accept the terms');
  });

  it('keeps the server HTML and loads nothing until the shopper is there, then hydrates without a mismatch', async () => {
    const page = await hydrate('Accept the terms');
    expect(isHydrated(container?.querySelector('[data-testid="above"]') ?? null)).toBe(true);
    expect(isHydrated(page.tick)).toBe(false);
    expect(container?.textContent).toContain('Accept the terms');
    await settle();
    expect(page.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    page.arrive();
    await settle();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(isHydrated(page.tick)).toBe(true);
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('hydrates when the shopper leaves the tab untouched', async () => {
    const page = await hydrate('Accept the terms');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    page.arrive();
    await settle();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(isHydrated(page.tick)).toBe(true);
  });

  it('hydrates at once, without a mismatch, when the shopper acted before the app listened', async () => {
    // The part's code then arrives while React is still hydrating the page, which it replays the part with.
    const page = await hydrate('Accept the terms', () => {}, { early: true });
    await settle();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(isHydrated(page.tick)).toBe(true);
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('gives the part what the shopper ticked before it was hydrated', async () => {
    const onTick = vi.fn();
    const page = await hydrate('Accept the terms', onTick);
    // The tick lands on the server's HTML: the browser checks the box, React cannot hear it yet.
    page.tick?.click();
    expect(page.tick?.checked).toBe(true);
    expect(onTick).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    page.arrive();
    await settle();
    expect(onTick).toHaveBeenCalledWith(true);
    expect(page.tick?.checked).toBe(true);
    expect(page.tick?.closest('label')?.dataset.touched).toBe('true');
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('is not woken by new callbacks alone, and is by a change in what it shows', async () => {
    const page = await hydrate('Accept the terms');
    await act(async () => {
      page.root.render(<page.Page label="Accept the terms" onTick={() => {}} />);
    });
    await settle();
    expect(page.load).not.toHaveBeenCalled();
    // Still the server's HTML, the same elements.
    expect(page.tick?.isConnected).toBe(true);
    expect(isHydrated(page.tick)).toBe(false);

    await act(async () => {
      page.root.render(<page.Page label="Accept the new terms" onTick={() => {}} />);
    });
    page.arrive();
    await settle();
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(container?.textContent).toContain('Accept the new terms');
    expect(isHydrated(container?.querySelector('[data-testid="tick"]') ?? null)).toBe(true);
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('renders at once in a page the browser renders itself when the code is already here', async () => {
    // The code arrives while React renders (a cached chunk): React replays the part with it.
    const page = await definePart();
    page.arrive();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container as HTMLElement).render(<page.Page label="Accept the terms" onTick={() => {}} />);
    });
    await settle();
    expect(container.textContent).toContain('Accept the terms');
  });

  it('gives a load that failed to the error boundary rather than load again and again', async () => {
    vi.resetModules();
    const module = await import('./deferredPart');
    let calls = 0;
    const failing = async (): Promise<typeof Consent> => {
      calls++;
      // Past a few calls it stops answering, so that a loop shows as a count, not as a hung test.
      if (calls > 5) await new Promise(() => {});
      throw new Error('The part could not load.');
    };
    const Part = module.deferredPart(failing);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onCaughtError: () => {} });
    await act(async () => {
      root.render(
        <Boundary>
          <Part label="Accept the terms" checked={false} onTick={() => {}} />
        </Boundary>,
      );
    });
    await settle();
    expect(container.textContent).toBe('The part failed.');
    expect(calls).toBe(1);
  });

  it('loads at once in a page the browser renders itself', async () => {
    const page = await definePart();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container as HTMLElement).render(<page.Page label="Accept the terms" onTick={() => {}} />);
    });
    expect(page.load).toHaveBeenCalledTimes(1);
    page.arrive();
    await settle();
    expect(container.textContent).toContain('Accept the terms');
  });
});
