import type { Styling, ThemeOverride } from '@checkout/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';

/** How often the colour maths' chunk was imported. */
const maths = { imports: 0 };
const reporter = { report: vi.fn() };

const theme: ThemeOverride = { theme: { light: { primary: 'red;background:url(//evil)' }, rootVariables: {} } };
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

async function renderTheme(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const { useMerchantTheme } = await import('./useMerchantTheme');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useMerchantTheme('demo-hostile', theme, styling), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  return result.current;
}

const rejected = [{ code: 'invalid-colour', path: 'theme.light.primary' }] as const;

describe('useMerchantTheme', () => {
  it('gives the layout the theme a server render brought in the query cache, and reports the values it rejected', async () => {
    const client = new QueryClient();
    const services = { reporter } as unknown as AppServices;
    client.setQueryData(merchantQueries.appliedTheme(services, 'demo-hostile', theme, styling).queryKey, {
      variables: { '--ck-color-primary': '#1a237e' },
      issues: rejected,
    });
    const applied = await renderTheme(client);
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
