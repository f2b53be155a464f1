import type { PaymentOptions, Styling } from '@checkout/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';
import type { DefaultLayoutProps } from './DefaultLayout';

/** The props the layout gave `DefaultLayout` last. */
const shown: { props: DefaultLayoutProps | null } = { props: null };
const services = {} as AppServices;

const styling: Styling = {
  global: { primary: '#1a237e' },
  gtm_id: 'GTM-1',
  scripts: { global: [{ src: 'https://shop.example/tracking.js' }] },
  links: { global: [{ href: 'https://shop.example/shop.css', rel: 'stylesheet' }] },
};

beforeEach(() => {
  vi.resetModules();
  shown.props = null;
  vi.doMock('../../app/useServices', () => ({ useServices: () => services }));
  vi.doMock('./DefaultLayout', () => ({
    DefaultLayout: (props: DefaultLayoutProps) => {
      shown.props = props;
      return <main>{props.children}</main>;
    },
  }));
});

async function renderLayout(merchantAssets: boolean, sandboxMode: boolean) {
  const { MerchantLayout } = await import('./MerchantLayout');
  const client = new QueryClient();
  client.setQueryData(merchantQueries.locale(services, 'demo').queryKey, null);
  client.setQueryData(merchantQueries.styling(services, 'demo').queryKey, styling);
  client.setQueryData(merchantQueries.theme(services, 'demo').queryKey, null);
  client.setQueryData(merchantQueries.paymentOptions(services, 'demo', 'de').queryKey, {
    settings: { sandbox_mode: sandboxMode },
  } as unknown as PaymentOptions);
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <MerchantLayout lang="de" apiKey="demo" merchantAssets={merchantAssets}>
          {(context) => <p>{context.sandboxMode ? 'sandbox' : 'live'}</p>}
        </MerchantLayout>
      </Suspense>
    </QueryClientProvider>,
  );
  await screen.findByText(sandboxMode ? 'sandbox' : 'live');
  return shown.props;
}

describe('MerchantLayout', () => {
  it("gives a checkout page the merchant's whole styling, scripts and tag manager included", async () => {
    const props = await renderLayout(true, false);
    expect(props?.styling).toEqual(styling);
    expect(props?.locale).toBe('de');
    expect(props?.sandboxMode).toBe(false);
  });

  it("keeps the merchant's scripts, links and tag manager off an update page, and its colours on", async () => {
    const props = await renderLayout(false, true);
    expect(props?.styling).toEqual({ global: { primary: '#1a237e' } });
    expect(props?.sandboxMode).toBe(true);
  });
});
