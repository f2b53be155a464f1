/** The reCAPTCHA-compatible API the widget script defines on `window.grecaptcha`. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(siteKeyOrWidget?: string | number, options?: { action: string }): PromiseLike<string | undefined> | undefined;
  reset(widgetId?: number): void;
}

/** The action the checkout executes with v3; the platform expects it (the sandbox: `SANDBOX_RECAPTCHA_ACTION`). */
export const BOT_CHECK_ACTION = 'checkout';

/** Reads `window.grecaptcha` when the script defined it. */
function readGrecaptcha(): Grecaptcha | null {
  const candidate: unknown = Reflect.get(window, 'grecaptcha');
  if (typeof candidate !== 'object' || candidate === null) return null;
  return typeof Reflect.get(candidate, 'execute') === 'function' ? (candidate as Grecaptcha) : null;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads the widget script once; rejects with "ReCaptcha error: Failed to load script" (spec §8).
 * `render` is `explicit` for v2 (the checkout draws the widget) and the site key for v3, as Google
 * documents: `api.js?render=<site key>` is what makes `execute(siteKey, { action })` work.
 */
function loadBotCheckScript(url: string, render: string, hl: string): Promise<void> {
  const src = new URL(url, window.location.href);
  src.searchParams.set('render', render);
  // The language of Google's own texts (v3's badge; v2 widgets also take `hl` when rendered).
  src.searchParams.set('hl', hl);
  const key = src.toString();
  const existing = loading.get(key);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = key;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(key);
      script.remove();
      reject(new Error('ReCaptcha error: Failed to load script'));
    };
    document.head.appendChild(script);
  });
  loading.set(key, promise);
  return promise;
}

/** What the widget reports back to the bot check. */
export interface BotCheckWidgetHandlers {
  /** Whether the bot check still wants answers (it unmounted or its settings changed otherwise). */
  readonly isActive: () => boolean;
  readonly onToken: (token: string) => void;
  readonly onExpired: () => void;
  readonly onFail: (message: string) => void;
}

/** The widget's settings, already checked with `checkBotCheckConfig`. */
export interface BotCheckWidgetOptions {
  readonly siteKey: string;
  readonly version: string | null;
  readonly scriptUrl: string;
  /** The page's language code (`de`, `no`), for the widget's texts (Google's `hl`). */
  readonly locale: string;
}

/** A drawn widget: `run` asks an invisible one (v2 invisible, v3) for a token; the checkbox waits for the shopper. */
export interface BotCheckWidget {
  readonly run: () => void;
}

/**
 * Loads the widget script, then draws the checkbox (version `2`) or the invisible widget with its
 * badge in `container` (`2-invisible`), or readies `execute(siteKey, { action })` (version `3`,
 * Google shows its badge). Rejects when the script cannot load or define its API. This module is
 * imported when the widget is about to be needed, not with the page.
 */
export async function startBotCheckWidget(
  container: HTMLElement | null,
  options: BotCheckWidgetOptions,
  handlers: BotCheckWidgetHandlers,
): Promise<BotCheckWidget> {
  const v3 = options.version === '3';
  await loadBotCheckScript(options.scriptUrl, v3 ? options.siteKey : 'explicit', options.locale);
  const grecaptcha = readGrecaptcha();
  if (!handlers.isActive()) return { run: () => undefined };
  if (!grecaptcha || !container) throw new Error('Failed to execute');
  const failed = () => handlers.onFail('Failed to execute');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  if (v3)
    return {
      run: () => {
        try {
          grecaptcha.execute(options.siteKey, { action: BOT_CHECK_ACTION })?.then((token) => {
            if (token) handlers.onToken(token);
            else failed();
          }, failed);
        } catch {
          failed();
        }
      },
    };
  // StrictMode mounts effects twice: start from an empty container so only one widget shows.
  container.replaceChildren();
  const invisible = options.version === '2-invisible';
  const widgetId = grecaptcha.render(container, {
    sitekey: options.siteKey,
    size: invisible ? 'invisible' : 'normal',
    // Inline keeps the invisible widget's badge visible in the bot-check section, not over the Pay button.
    badge: invisible ? 'inline' : 'bottomright',
    hl: options.locale,
    callback: handlers.onToken,
    'expired-callback': handlers.onExpired,
    'error-callback': failed,
  });
  return {
    run: () => {
      if (!invisible) return;
      try {
        // A token is good once: start again from a fresh widget, then run the (possible) challenge.
        grecaptcha.reset(widgetId);
        void grecaptcha.execute(widgetId);
      } catch {
        failed();
      }
    },
  };
}
