import type { SeedMerchant } from './SeedMerchant';

/** Markup that would run script if any override were rendered as HTML. */
const img = '<img src=x onerror="document.documentElement.dataset.pwned=\'img\'">';
const closeStyle = '</style><script>document.documentElement.dataset.pwned="style"</script>';
/** ICU syntax abuse: deep nesting, a malformed message, tags inside plural branches. */
const deepIcu = `${'{a, select, other {'.repeat(200)}deep${'}}'.repeat(200)}`;

/**
 * `demo-hostile`: a merchant whose every override is an injection payload (markup, CSS breakouts,
 * `url()` and `@import` to an outside host, `javascript:` and `data:` URLs, ICU abuse, very long
 * text) and whose styling lists off-list, http and approved scripts. The checkout must render it
 * with every payload as text or dropped, run only the approved script, and request nothing outside.
 * URLs starting with `sandbox:/` are served as this sandbox's public origin.
 */
export const hostileMerchant: SeedMerchant = {
  api_key: 'demo-hostile',
  name: 'Hostile overrides (security test)',
  settings: {
    currency: 'EUR',
    credit_check: false,
    bot_check: false,
    stock_check: false,
    delivery_dates: false,
    shipping_choice: false,
    address_autocomplete: false,
    sandbox_mode: true,
    checkboxes: [
      { name: 'terms', label: `I accept ${img}`, required: true, url: 'javascript:document.body.remove()' },
      { name: 'data', label: closeStyle, required: false, url: 'data:text/html,<script>alert(1)</script>' },
    ],
    extras: [{ name: 'note', label: `Note ${img}`, type: 'text', required: false }],
    payment_methods: [{ id: 'invoice', gateway: 'offlinegateway', name: `Invoice ${img}` }],
  },
  locale_override: {
    defaultLocale: null,
    locales: ['en', 'de'],
    messages: {
      en: {
        'checkout.pay': img,
        'checkout.title': closeStyle,
        'checkout.contact.heading': '@import url(https://evil.example/i.css); url(https://evil.example/u)',
        'checkout.billing.heading':
          '{count, plural, one {<b onclick=alert(1)>#</b>} other {{count, select, x {<script>}}}}',
        'checkout.shipping.heading': deepIcu,
        'checkout.cart.heading': '{unclosed <a href="javascript:alert(1)">',
        'checkout.summary.total': 'x'.repeat(50_000),
      },
      de: { 'checkout.pay': img },
    },
  },
  styling: {
    global: {
      primary: `red;}${closeStyle}`,
      font_family: "x'); @import url(https://evil.example/f.css); x('",
      font_weight: 'url(https://evil.example/w)',
      heading_text_transform: 'javascript:alert(1)',
    },
    links: {
      global: [
        { href: 'https://evil.example/x.css', rel: 'stylesheet' },
        { href: 'http://evil.example/y.css', rel: 'stylesheet' },
        { href: 'javascript:alert(1)', rel: 'stylesheet' },
        { href: 'data:text/css,body{background:url(https://evil.example/d)}', rel: 'stylesheet' },
        { href: 'https://evil.example/m.js', rel: 'modulepreload' },
      ],
    },
    scripts: {
      global: [
        { src: 'https://evil.example/x.js', 'data-settings-id': 'off-list' },
        { src: 'http://evil.example/x.js', 'data-settings-id': 'http' },
        { src: 'http://cdn.hostile.example/w.js', 'data-settings-id': 'http-on-approved-host' },
        { src: 'javascript:alert(1)', 'data-settings-id': 'javascript' },
        { src: 'data:text/javascript,alert(1)', 'data-settings-id': 'data' },
        { src: 'sandbox:/sandbox/merchant/widget.js', 'data-settings-id': 'approved', async: true },
        { src: 'sandbox:/sandbox/merchant/widget.js?copy=tampered', 'data-settings-id': 'tampered' },
        { src: 'sandbox:/sandbox/merchant/widget.js', type: 'importmap', 'data-settings-id': 'importmap' },
      ],
    },
    gtm_id: 'GTM-X"><script>alert(1)</script>',
  },
  theme: {
    light: {
      primary: 'url(https://evil.example/t)',
      secondary: 'expression(alert(1))',
      accent: '#fff;background:url(https://evil.example/a)',
    },
    rootVariables: {
      '--radius': closeStyle,
      '--space': 'url(https://evil.example/r)',
      'background-image': 'url(https://evil.example/bg)',
    },
  },
  products: [{ sku: 'tripod', name: `Carbon travel tripod ${img}`, price: '89.00', stock: 40 }],
  vouchers: {},
  carts: [
    {
      scenario: 'Hostile overrides',
      status: 'open',
      cart: {
        id: 'cart-hostile',
        items: [['tripod', 1]],
        draft_id: null,
        voucher: null,
        shipping_country: null,
        shipping_method_id: null,
        params: {},
        settings: null,
      },
    },
  ],
};
