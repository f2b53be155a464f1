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
  files: [
    { src: 'https://static.example/widget.js', integrity: 'sha384-pinned' },
    { src: 'https://static.example/brand.css', integrity: 'sha384-style' },
  ],
};

const merchantElements = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('[data-merchant]')].map((element) => ({
    url: 'href' in element ? element.href : element.src,
    integrity: element.getAttribute('integrity'),
    crossOrigin: element.getAttribute('crossorigin'),
  }));

describe('MerchantHead', () => {
  it('adds only links and scripts pinned by exact URL, each with its integrity', () => {
    render(
      <MerchantHead
        apiKey="shop"
        approval={approval}
        styling={{
          links: {
            global: [
              { href: 'https://static.example/brand.css', rel: 'stylesheet' },
              { href: 'https://static.example/other.css', rel: 'stylesheet' },
              { href: 'http://static.example/brand.css' },
              { href: 'https://evil.example/c.css' },
              { href: 'https://cdn.example/d.js', rel: 'modulepreload' },
            ],
          },
          scripts: {
            global: [
              { src: 'https://static.example/widget.js', id: 'widget' },
              { src: 'https://static.example/widget.js?v=2' },
              { src: 'https://static.example/a.js' },
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
      { url: 'https://static.example/brand.css', integrity: 'sha384-style', crossOrigin: 'anonymous' },
      { url: 'https://static.example/widget.js', integrity: 'sha384-pinned', crossOrigin: 'anonymous' },
    ]);
  });

  it('adds no merchant link or script without an approval for this merchant', () => {
    const styling = {
      links: { global: [{ href: 'https://static.example/brand.css' }] },
      scripts: { global: [{ src: 'https://static.example/widget.js' }] },
    };
    render(<MerchantHead apiKey="shop" approval={null} styling={styling} />);
    render(<MerchantHead apiKey="other" approval={approval} styling={styling} />);
    expect(merchantElements()).toEqual([]);
  });

  it('starts GTM for a valid id on a page that runs it, and loads its script outside sandbox mode', () => {
    render(<MerchantHead styling={{ gtm_id: 'GTM-ABC123' }} tagManager />);
    expect(document.head.querySelector<HTMLScriptElement>('script[data-merchant]')?.src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(Reflect.get(window, 'dataLayer')).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('neither starts nor loads GTM on a page that does not run it (a provider return, an update page)', () => {
    render(<MerchantHead styling={{ gtm_id: 'GTM-ABC123' }} />);
    render(<MerchantHead styling={{ gtm_id: 'GTM-ABC123' }} tagManager={false} />);
    expect(document.head.querySelector('script[data-merchant]')).toBeNull();
    expect(Reflect.get(window, 'dataLayer')).toBeUndefined();
  });

  it('starts GTM on sandbox pages without loading its script', () => {
    render(<MerchantHead styling={{ gtm_id: 'GTM-ABC123' }} tagManager sandboxMode />);
    expect(document.head.querySelector('script[data-merchant]')).toBeNull();
    expect(Reflect.get(window, 'dataLayer')).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('removes what it added when the page leaves', () => {
    const { unmount } = render(
      <MerchantHead
        apiKey="shop"
        approval={approval}
        styling={{ scripts: { global: [{ src: 'https://static.example/widget.js' }] } }}
      />,
    );
    expect(merchantElements()).toHaveLength(1);
    unmount();
    expect(document.head.querySelectorAll('[data-merchant]')).toHaveLength(0);
  });
});
