import { drawRecaptchaBadge } from './drawRecaptchaBadge';
import { RecaptchaDouble } from './RecaptchaDouble';

/** `window.grecaptcha` as `@types/grecaptcha` declares it. */
export type GrecaptchaGlobal = typeof grecaptcha;

/** Options of {@link installRecaptchaDouble}, read from the real `api.js` URL's query. */
export interface RecaptchaDoubleOptions {
  /** Name of a global function to call once loaded (`?onload=`). Defaults to none. */
  onload?: string | null;
  /** `explicit`, a v3 site key, or none (then `.g-recaptcha[data-sitekey]` elements render at once). Defaults to none. */
  render?: string | null;
  /** The widget's language (`?hl=`). Defaults to English. */
  hl?: string | null;
}

/** Installs `window.grecaptcha` (and `grecaptcha.enterprise`), renders implicit widgets and calls `onload`. */
export function installRecaptchaDouble(
  win: Window & typeof globalThis,
  options: RecaptchaDoubleOptions = {},
): GrecaptchaGlobal {
  const double = new RecaptchaDouble(win, options.hl ?? null);
  const api: GrecaptchaGlobal = Object.assign(double, { enterprise: double });
  Object.assign(win, { grecaptcha: api });
  if (!options.render) {
    for (const element of win.document.querySelectorAll<HTMLElement>('.g-recaptcha[data-sitekey]')) {
      const { sitekey, callback, size, badge } = element.dataset;
      const named = callback ? (win as unknown as Record<string, unknown>)[callback] : undefined;
      double.render(element, {
        sitekey,
        callback: typeof named === 'function' ? (token: string) => named(token) : undefined,
        size: size === 'invisible' || size === 'compact' ? size : 'normal',
        badge: badge === 'inline' || badge === 'bottomleft' ? badge : 'bottomright',
      });
    }
  }
  // Loaded for v3 (`?render=<site key>`), Google shows its badge at the bottom right of the page.
  if (options.render && options.render !== 'explicit')
    win.document.body.append(drawRecaptchaBadge(win.document, 'bottomright', options.hl));
  const onload = options.onload ? (win as unknown as Record<string, unknown>)[options.onload] : undefined;
  if (typeof onload === 'function') setTimeout(() => onload(), 0);
  return api;
}
