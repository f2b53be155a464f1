import { checkoutFeatureFlags } from '@checkout/api-client';
import type { VoucherRecord } from '../domain/evaluateVoucher';
import type { CartDocument, CartStatus, MerchantSettingsRecord, ProductRecord } from '../store/records';
import { hostileMerchant } from './hostileMerchant';
import type { SeedMerchant } from './SeedMerchant';

const products: ProductRecord[] = [
  { sku: 'camera-x100', name: 'Mirrorless camera X100 (rental)', price: '49.90', stock: 25, rental: { months: 12 } },
  { sku: 'lens-35mm', name: 'Prime lens 35 mm f/1.8 (rental)', price: '19.90', stock: 0, rental: { months: 6 } },
  { sku: 'tripod', name: 'Carbon travel tripod', price: '89.00', stock: 40 },
  {
    sku: 'coffee-monthly',
    name: 'Single-origin coffee, 1 kg',
    price: '24.50',
    stock: 500,
    subscription: { frequency: 'monthly', interval: 1 },
  },
  {
    sku: 'filters-weekly',
    name: 'Water filter cartridges',
    price: '7.95',
    stock: 500,
    subscription: { frequency: 'weekly', interval: 2 },
  },
  { sku: 'ebook-guide', name: 'Photography guide (e-book)', price: '12.00', stock: 10_000 },
];

const vouchers: Record<string, VoucherRecord> = {
  WELCOME10: { kind: 'percent', value: '10' },
  SAVE5: { kind: 'fixed', value: '5.00' },
  SUMMER2020: { kind: 'percent', value: '20', expires_at: '2020-09-01T00:00:00Z' },
  BIG50: { kind: 'fixed', value: '50.00', min_order: '200.00' },
};

const cart = (
  scenario: string,
  id: string,
  items: [string, number][],
  extra: Partial<Omit<CartDocument, 'items' | 'currency'>> & { status?: CartStatus } = {},
) => {
  const { status = 'open', ...rest } = extra;
  return {
    scenario,
    status,
    cart: {
      id,
      items,
      draft_id: null,
      voucher: null,
      shipping_country: null,
      shipping_method_id: null,
      params: {},
      settings: null,
      ...rest,
    },
  };
};

const allMethods: MerchantSettingsRecord['payment_methods'] = [
  { id: 'stripe-card', gateway: 'stripe', name: 'Credit card', version: 1 },
  { id: 'stripe-payment-element', gateway: 'stripe', name: 'Card and wallets', version: 2 },
  { id: 'adyen', gateway: 'adyen', name: 'Adyen' },
  { id: 'braintree', gateway: 'braintree', name: 'Braintree' },
  { id: 'mollie', gateway: 'mollie', name: 'iDEAL, Bancontact and more' },
  { id: 'mollie-v2', gateway: 'mollie', name: 'Mollie (new checkout)', version: 2 },
  { id: 'paypal', gateway: 'paypal', name: 'PayPal' },
  { id: 'invoice', gateway: 'offlinegateway', name: 'Invoice' },
  // An offline gateway whose transfer is confirmed on its hosted page (a redirect and a return).
  { id: 'bank-transfer', gateway: 'offlinegateway', name: 'Bank transfer', hosted_confirmation: true },
];

/** Demo merchants that together exercise every feature, each with its carts. */
export const seedMerchants: SeedMerchant[] = [
  {
    api_key: 'demo-all',
    name: 'Lumen Rentals (every feature)',
    settings: {
      currency: 'EUR',
      credit_check: true,
      bot_check: true,
      stock_check: true,
      delivery_dates: true,
      shipping_choice: true,
      address_autocomplete: true,
      sandbox_mode: true,
      required_fields: { phone: true, date_of_birth: true, vat_number: false },
      checkboxes: [
        { name: 'terms', label: 'I accept the terms and conditions.', required: true, url: '/terms' },
        { name: 'newsletter', label: 'Send me news and offers.', required: false },
      ],
      extras: [{ name: 'purchase_order', label: 'Purchase order number', type: 'text', required: false }],
      payment_methods: allMethods,
      feature_flags: { [checkoutFeatureFlags.addressAutocomplete]: true, [checkoutFeatureFlags.deliveryDates]: true },
    },
    locale_override: null,
    styling: null,
    theme: null,
    products,
    vouchers,
    carts: [
      cart('Normal cart', 'cart-normal', [
        ['tripod', 1],
        ['ebook-guide', 2],
      ]),
      cart('Empty cart', 'cart-empty', []),
      cart('Out of stock', 'cart-out-of-stock', [
        ['lens-35mm', 1],
        ['tripod', 1],
      ]),
      cart('Rental with delivery dates', 'cart-rental', [['camera-x100', 1]], { settings: { delivery_dates: true } }),
      cart('Subscriptions', 'cart-subscription', [
        ['coffee-monthly', 2],
        ['filters-weekly', 1],
      ]),
      cart('Voucher-eligible (try WELCOME10, SAVE5, BIG50)', 'cart-voucher', [['tripod', 3]]),
      cart('Cancelled quote', 'cart-cancelled', [['tripod', 1]], { status: 'cancelled' }),
    ],
  },
  {
    api_key: 'demo-minimal',
    name: 'Corner Shop (offline only)',
    settings: {
      currency: 'EUR',
      credit_check: false,
      bot_check: false,
      stock_check: false,
      delivery_dates: false,
      shipping_choice: false,
      address_autocomplete: false,
      sandbox_mode: true,
      payment_methods: [{ id: 'invoice', gateway: 'offlinegateway', name: 'Invoice' }],
    },
    locale_override: null,
    styling: null,
    theme: null,
    products,
    vouchers: {},
    carts: [cart('Minimal merchant', 'cart-minimal', [['tripod', 1]])],
  },
  {
    api_key: 'demo-branded',
    name: 'Nordlys Outdoor (branded)',
    settings: {
      currency: 'CHF',
      credit_check: false,
      bot_check: false,
      stock_check: true,
      delivery_dates: false,
      shipping_choice: true,
      address_autocomplete: false,
      sandbox_mode: true,
      payment_methods: [
        { id: 'stripe-payment-element', gateway: 'stripe', name: 'Card and wallets', version: 2 },
        { id: 'paypal', gateway: 'paypal', name: 'PayPal' },
        { id: 'invoice', gateway: 'offlinegateway', name: 'Invoice' },
      ],
    },
    locale_override: {
      defaultLocale: 'de',
      locales: ['de', 'en', 'fr'],
      messages: {
        en: { 'checkout.pay': 'Rent now' },
        de: { 'checkout.pay': 'Jetzt mieten' },
        fr: { 'checkout.pay': 'Louer maintenant' },
      },
    },
    styling: {
      global: { primary: '#1b4d3e', font_family: 'Georgia', font_weight: 500, heading_text_transform: 'uppercase' },
      links: { global: [] },
      scripts: { global: [] },
      gtm_id: 'GTM-SANDBOX',
    },
    theme: {
      light: { primary: '#1b4d3e', secondary: '#d9a441', accent: '#d9a441' },
      rootVariables: { '--radius': '2px' },
    },
    products,
    vouchers: { NORDLYS15: { kind: 'percent', value: '15' } },
    carts: [
      cart('Branded merchant', 'cart-branded', [
        ['camera-x100', 1],
        ['coffee-monthly', 1],
      ]),
    ],
  },
  {
    // Production configuration (browser tests, issue 27): every provider with sandbox mode off, so the
    // checkout loads the providers' official scripts; no checks, so nothing but the payment differs.
    api_key: 'demo-production',
    name: 'Harbour Supplies (sandbox mode off)',
    settings: {
      currency: 'EUR',
      credit_check: false,
      bot_check: false,
      stock_check: false,
      delivery_dates: false,
      shipping_choice: false,
      address_autocomplete: true,
      sandbox_mode: false,
      payment_methods: allMethods,
    },
    locale_override: null,
    styling: null,
    theme: null,
    products,
    vouchers: {},
    carts: [cart('Sandbox mode off (production configuration)', 'cart-production', [['tripod', 1]])],
  },
  hostileMerchant,
];

/** The customers and orders behind the demo update-payment links, one customer per merchant that updates. */
export const seedCustomers = [
  { api_key: 'demo-all', id: 'cus_demo', email: 'alex.demo@example.com', orders: ['ord_demo_1', 'ord_demo_2'] },
  // Updates with sandbox mode off (browser tests in production configuration, issue 27).
  {
    api_key: 'demo-production',
    id: 'cus_production',
    email: 'sam.production@example.com',
    orders: ['ord_production_1', 'ord_production_2'],
  },
] as const;
