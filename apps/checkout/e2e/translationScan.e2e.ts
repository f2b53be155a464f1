import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, fillShopper, readUpdateLinks, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';

// Issue 29 item 9: every screen in every language, failing on visible text (and what a screen reader
// reads: labels, placeholders, the title) that equals its English counterpart on the same screen.
// Excepted: names the platform sends (products, merchants, methods: they are the merchant's words)
// and the catalogue's own list of messages that are the same in a language (`sameInAllLocales.json`,
// `sameAsEnglish.json`).
const require = createRequire(import.meta.url);
const readMessages = (name: string): unknown => require(`@checkout/i18n/messages/${name}.json`);
const LOCALES = ['da', 'de', 'el', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'sl', 'sv'] as const;
type ScanLocale = (typeof LOCALES)[number];

// With APP_SHOTS=<folder>, each screen is also saved as a PNG on a desktop and a 390 px phone, in the
// languages of APP_SHOTS_LOCALES (default `en,de,el,fi`), for review.
const shotsDir = process.env.APP_SHOTS;
const shotLocales = (process.env.APP_SHOTS_LOCALES ?? 'en,de,el,fi').split(',').filter(Boolean);
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

let harness: CheckoutHarness;
let paidOrder: { cartId: string; orderId: string };
let updateLinks: { one: string; all: string };

interface Screen {
  readonly name: string;
  /** Opens the screen in `lang` and brings it to the state to scan. */
  readonly open: (page: Page, lang: string) => Promise<void>;
}

// Screens wait for states with locators, not `expect.poll`: the English scan runs in a hook.
const at = (page: Page, path: string) => page.goto(`${harness.stack.appUrl}${path}`);
const settled = (page: Page) => page.waitForLoadState('networkidle');

const screens: readonly Screen[] = [
  {
    name: 'checkout',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-all/cart-normal`);
      await page.getByTestId('checkout-page').waitFor();
      await settled(page);
    },
  },
  {
    name: 'checkout, what is missing shown',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-all/cart-normal`);
      await page.getByTestId('pay-blocked-show').click();
      await page.locator('[data-testid="contact-email"][data-state="invalid"]').waitFor();
    },
  },
  {
    name: 'checkout, an unknown voucher',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-all/cart-voucher`);
      const voucher = page.getByTestId('voucher');
      await voucher.locator('input').fill('NO-SUCH-CODE');
      await voucher.locator('input').press('Enter');
      await page.locator('[data-testid="voucher"][data-state="invalid"]').waitFor();
    },
  },
  {
    name: 'rental checkout',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-all/cart-rental`);
      await page.getByTestId('checkout-page').waitFor();
      await settled(page);
    },
  },
  {
    name: 'empty cart',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-all/cart-empty`);
      await page.getByTestId('checkout-page').waitFor();
      await settled(page);
    },
  },
  { name: 'unknown cart', open: (page, lang) => errorPage(page, `/${lang}/demo-all/no-such-cart`) },
  { name: 'unknown path', open: (page, lang) => errorPage(page, `/${lang}/x/y/z/w`) },
  {
    name: 'unknown order',
    open: (page, lang) => errorPage(page, `/${lang}/demo-minimal/cart-minimal/order-confirmation?order_id=ord_unknown`),
  },
  {
    name: 'quote unavailable',
    open: async (page, lang) => {
      await at(page, `/${lang}/error/quote-unavailable`);
      await page.getByTestId('quote-unavailable').waitFor();
    },
  },
  {
    name: 'cart create without items',
    open: async (page, lang) => {
      await at(page, `/${lang}/cart/create`);
      await page.getByTestId('cart-create').waitFor();
      await settled(page);
    },
  },
  {
    name: 'order confirmation',
    open: async (page, lang) => {
      await at(page, `/${lang}/demo-minimal/${paidOrder.cartId}/order-confirmation?order_id=${paidOrder.orderId}`);
      await page.locator('[data-testid="order-confirmation"][data-state="confirmed"]').waitFor();
      await settled(page);
    },
  },
  ...(['one', 'all'] as const).map(
    (which): Screen => ({
      name: `payment-method update of ${which === 'one' ? 'one order' : 'all orders'}`,
      open: async (page, lang) => {
        await at(page, updateLinks[which].replace(/^\/en\//, `/${lang}/`));
        await page.getByTestId('update-page').waitFor();
        await settled(page);
      },
    }),
  ),
];

async function errorPage(page: Page, path: string): Promise<void> {
  await at(page, path);
  await page.getByTestId('error-page').waitFor();
  await settled(page);
}

/** The texts a shopper sees or hears on the page: visible text nodes, labels, placeholders, alternatives, the title. */
function readTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const add = (text: string | null | undefined) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, template, noscript') && shown(parent)) add(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(name));
    }
    return [...texts];
  });
}

/** Keys of the platform's messages and errors: the checkout translates those, they are not names. */
const MESSAGE_KEYS = /message|error/i;

/** Every string in the platform's JSON answers the page read but its messages: the names the merchant chose. */
function watchPlatformStrings(page: Page): { strings: Set<string>; settled: () => Promise<unknown> } {
  const strings = new Set<string>();
  const add = (value: string) => strings.add(value.replace(/\s+/g, ' ').trim());
  const collect = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) if (!MESSAGE_KEYS.test(key)) collect(entry);
  };
  // The answers the server read and put into the page (its query cache, serialized into inline
  // scripts): every string literal of an inline script, except those of message keys.
  const collectScript = (source: string) => {
    for (const [, key, body] of source.matchAll(/(?:([A-Za-z_$][\w$]*|"[^"]*")\s*:\s*)?"((?:[^"\\]|\\.)*)"/g)) {
      if (key && MESSAGE_KEYS.test(key)) continue;
      try {
        add(JSON.parse(`"${body}"`) as string);
      } catch {
        add(body ?? '');
      }
    }
  };
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().startsWith(harness.stack.sandboxUrl) && /json/.test(type))
      pending.push(response.json().then(collect, () => undefined));
    else if (response.url().startsWith(harness.stack.appUrl) && /html/.test(type))
      pending.push(
        response.text().then(
          (html) => {
            for (const [, source] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) collectScript(source ?? '');
          },
          () => undefined,
        ),
      );
  });
  return { strings, settled: () => Promise.all(pending) };
}

/**
 * Whether a text is the platform's: one of its strings, or made of them (the page joins a first and
 * last name, a street and number, a postcode and city the shopper gave).
 */
function fromPlatform(text: string, platform: Set<string>): boolean {
  if (platform.has(text)) return true;
  const words = new Set([...platform].flatMap((value) => value.split(' ')));
  return text.split(' ').every((word) => words.has(word));
}

/** English texts of the messages that are rightly the same in `lang`. */
function sameInLanguage(lang: ScanLocale): Set<string> {
  const english = readMessages('en') as Record<string, string>;
  const sameEverywhere = readMessages('sameInAllLocales') as string[];
  const sameHere = (readMessages('sameAsEnglish') as Record<string, string[]>)[lang] ?? [];
  return new Set([...sameEverywhere, ...sameHere].map((id) => english[id] ?? '').filter(Boolean));
}

interface Scan {
  texts: string[];
  platform: Set<string>;
}

async function scan(screen: Screen, lang: string): Promise<Scan> {
  const page = await harness.page();
  const platform = watchPlatformStrings(page);
  try {
    // Scanned on a desktop: on a phone the summary's lines (and the voucher field) sit folded.
    await page.setViewportSize(VIEWPORTS[0][1]);
    await screen.open(page, lang);
    const texts = await readTexts(page);
    await platform.settled();
    if (shotsDir && shotLocales.includes(lang)) await shoot(page, screen, lang, shotsDir);
    return { texts, platform: platform.strings };
  } finally {
    await page.close();
  }
}

async function shoot(page: Page, screen: Screen, lang: string, folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const name = screen.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  for (const [viewport, size] of VIEWPORTS) {
    // The page keeps its state and reflows to the size.
    await page.setViewportSize(size);
    await page.screenshot({ path: join(folder, `${name}.${lang}.${viewport}.png`), fullPage: true });
  }
}

beforeAll(async () => {
  harness = await startHarness();
  updateLinks = await readUpdateLinks(harness.stack.sandboxUrl);
  // One paid order (offline, by invoice) whose confirmation every language shows.
  const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'scan');
  const page = await harness.page();
  await at(page, `/en/demo-minimal/${cartId}`);
  await fillShopper(page);
  await page.getByTestId('payment-methods').getByText('Invoice', { exact: true }).click();
  await page.locator('[data-testid="pay-button"]:enabled').click();
  await page.waitForURL(/order-confirmation/);
  paidOrder = { cartId, orderId: new URL(page.url()).searchParams.get('order_id') ?? '' };
  await page.close();
});

afterAll(async () => {
  await harness?.close();
});

describe.each(screens)('$name', (screen) => {
  let english: Scan;
  beforeAll(async () => {
    english = await scan(screen, 'en');
  });

  it.each(LOCALES)('has no English words in %s', async (lang) => {
    const translated = await scan(screen, lang);
    const allowed = sameInLanguage(lang);
    const englishTexts = new Set(english.texts);
    const untranslated = translated.texts.filter(
      (text) =>
        englishTexts.has(text) &&
        // Words, not codes and amounts ("DE +49", "EUR", "93,90 €").
        /\p{Ll}{2}/u.test(text) &&
        !allowed.has(text) &&
        // The translated page's own platform answers: the English page's cache holds English data (country
        // names) that must not excuse the same words on a translated page.
        !fromPlatform(text, translated.platform),
    );
    expect(untranslated).toEqual([]);
  });
});
