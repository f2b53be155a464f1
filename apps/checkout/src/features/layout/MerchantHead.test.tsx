import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MerchantHead } from './MerchantHead';

afterEach(() => {
  for (const element of document.head.querySelectorAll('[data-merchant]')) element.remove();
  Reflect.deleteProperty(window, 'dataLayer');
});

describe('MerchantHead', () => {
  it('adds https links and scripts and skips every other URL', () => {
    render(
      <MerchantHead
        styling={{
          links: {
            global: [{ href: 'https://cdn.example/a.css', rel: 'stylesheet' }, { href: 'http://cdn.example/b.css' }],
          },
          scripts: { global: [{ src: 'https://cdn.example/a.js', id: 'widget' }, { src: 'javascript:alert(1)' }] },
        }}
        sandboxMode
      />,
    );
    const merchant = [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('[data-merchant]')];
    expect(merchant.map((element) => ('href' in element ? element.href : element.src))).toEqual([
      'https://cdn.example/a.css',
      'https://cdn.example/a.js',
    ]);
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
      <MerchantHead styling={{ scripts: { global: [{ src: 'https://cdn.example/a.js' }] } }} />,
    );
    unmount();
    expect(document.head.querySelectorAll('[data-merchant]')).toHaveLength(0);
  });
});
