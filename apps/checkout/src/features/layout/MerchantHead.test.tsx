import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantAssetApproval } from '../../runtimeConfig';
import { MerchantHead } from './MerchantHead';

afterEach(() => {
  for (const element of document.head.querySelectorAll('[data-merchant]')) element.remove();
  Reflect.deleteProperty(window, 'dataLayer');
});

const approval: MerchantAssetApproval = {
  apiKey: 'shop',
  hosts: ['https://cdn.example'],
  files: [{ src: 'https://static.example/widget.js', integrity: 'sha384-pinned' }],
};

const merchantElements = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('[data-merchant]')].map((element) => ({
    url: 'href' in element ? element.href : element.src,
    integrity: element.getAttribute('integrity'),
    crossOrigin: element.getAttribute('crossorigin'),
  }));

describe('MerchantHead', () => {
  it('adds only approved https links and scripts, with integrity for a pinned file', () => {
    render(
      <MerchantHead
        apiKey="shop"
        approval={approval}
        styling={{
          links: {
            global: [
              { href: 'https://cdn.example/a.css', rel: 'stylesheet' },
              { href: 'http://cdn.example/b.css' },
              { href: 'https://evil.example/c.css' },
              { href: 'https://cdn.example/d.js', rel: 'modulepreload' },
            ],
          },
          scripts: {
            global: [
              { src: 'https://cdn.example/a.js', id: 'widget' },
              { src: 'https://static.example/widget.js' },
              { src: 'https://evil.example/x.js' },
              { src: 'http://cdn.example/x.js' },
              { src: 'https://cdn.example/map.json', type: 'importmap' },
              { src: 'javascript:alert(1)' },
            ],
          },
        }}
        sandboxMode
      />,
    );
    expect(merchantElements()).toEqual([
      { url: 'https://cdn.example/a.css', integrity: null, crossOrigin: null },
      { url: 'https://cdn.example/a.js', integrity: null, crossOrigin: null },
      { url: 'https://static.example/widget.js', integrity: 'sha384-pinned', crossOrigin: 'anonymous' },
    ]);
  });

  it('adds no merchant link or script without an approval for this merchant', () => {
    const styling = {
      links: { global: [{ href: 'https://cdn.example/a.css' }] },
      scripts: { global: [{ src: 'https://cdn.example/a.js' }] },
    };
    render(<MerchantHead apiKey="shop" approval={null} styling={styling} />);
    render(<MerchantHead apiKey="other" approval={approval} styling={styling} />);
    expect(merchantElements()).toEqual([]);
  });

  it('starts GTM for a valid id and loads its script outside sandbox mode', () => {
    render(<MerchantHead styling={{ gtm_id: 'GTM-ABC123' }} />);
    expect(document.head.querySelector<HTMLScriptElement>('script[data-merchant]')?.src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(Reflect.get(window, 'dataLayer')).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('removes what it added when the page leaves', () => {
    const { unmount } = render(
      <MerchantHead
        apiKey="shop"
        approval={approval}
        styling={{ scripts: { global: [{ src: 'https://cdn.example/a.js' }] } }}
      />,
    );
    expect(merchantElements()).toHaveLength(1);
    unmount();
    expect(document.head.querySelectorAll('[data-merchant]')).toHaveLength(0);
  });
});
