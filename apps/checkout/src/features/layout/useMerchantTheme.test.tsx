import type { Styling, Theme } from '@checkout/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_THEME_ID, themeSourceOf } from '../../early/embeddedTheme';

/** How often the colour maths' chunk was imported. */
const maths = { imports: 0 };
const reporter = { report: vi.fn() };

const theme: Theme = { theme: { light: { primary: 'red;background:url(//evil)' }, rootVariables: {} } };
const styling: Styling = { global: { primary: '#1a237e' }, gtm_id: 'GTM-1' };

beforeEach(() => {
  vi.resetModules();
  vi.doMock('../theme/applyMerchantTheme', async (importOriginal) => {
    maths.imports += 1;
    return importOriginal();
  });
  vi.doMock('../../app/useServices', () => ({ useServices: () => ({ reporter }) }));
  maths.imports = 0;
  reporter.report.mockClear();
});
afterEach(() => {
  document.getElementById(EMBEDDED_THEME_ID)?.remove();
});

async function renderTheme() {
  const { useMerchantTheme } = await import('./useMerchantTheme');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useMerchantTheme('demo-hostile', theme, styling), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  return result.current;
}

const rejected = [{ code: 'invalid-colour', path: 'theme.light.primary' }];

describe('useMerchantTheme', () => {
  it('gives the layout the theme the server applied, and reports the values it rejected', async () => {
    const block = document.createElement('script');
    block.id = EMBEDDED_THEME_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({
      apiKey: 'demo-hostile',
      source: themeSourceOf(theme, styling),
      variables: { '--ck-color-primary': '#1a237e' },
      issues: rejected,
    });
    document.head.append(block);
    const applied = await renderTheme();
    expect(applied.variables).toEqual({ '--ck-color-primary': '#1a237e' });
    expect(maths.imports).toBe(0);
    await waitFor(() =>
      expect(reporter.report).toHaveBeenCalledWith(
        new Error(`Rejected styling values: ${JSON.stringify(rejected)}`),
        'styling',
      ),
    );
  });

  it('applies the theme itself without the server’s, and reports the values it rejected', async () => {
    const applied = await renderTheme();
    expect(applied.variables['--ck-color-primary']).toBe('#1a237e');
    expect(Object.values(applied.variables).join()).not.toContain('url(');
    expect(maths.imports).toBe(1);
    await waitFor(() =>
      expect(reporter.report).toHaveBeenCalledWith(
        new Error(`Rejected styling values: ${JSON.stringify(rejected)}`),
        'styling',
      ),
    );
  });
});
