import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from '../../app/chunkReload';
import { RouteErrorScreen } from './RouteErrorScreen';

vi.mock('../../app/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/chunkReload')>()),
  reloadOnceForChunkError: vi.fn(() => true),
}));
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ invalidate: vi.fn() }),
  useLocation: () => '/en/demo/cart-1',
}));
const reporter = vi.hoisted(() => ({ report: vi.fn() }));
vi.mock('../../app/useServices', () => ({ useServices: () => ({ reporter }) }));
// The layout's catalogue and chrome are not what this screen decides.
vi.mock('../layout/EmptyLayout', () => ({ EmptyLayout: ({ children }: { children: ReactNode }) => children }));

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/route-1.js');

describe('RouteErrorScreen', () => {
  it('reloads the page at once for a chunk that failed online', () => {
    vi.mocked(reloadOnceForChunkError).mockClear();
    render(<RouteErrorScreen error={chunkError()} />);
    expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1);
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('waits for the browser to be online before reloading for a chunk that failed offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(reloadOnceForChunkError).mockClear();
    render(<RouteErrorScreen error={chunkError()} />);
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reloadOnceForChunkError).toHaveBeenCalledTimes(1);
    expect(reporter.report).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
