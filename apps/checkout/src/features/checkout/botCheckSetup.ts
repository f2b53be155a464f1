/** The reCAPTCHA-compatible API the widget script defines on `window.grecaptcha`. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(siteKeyOrWidget?: string | number, options?: { action: string }): Promise<string> | undefined;
  reset(widgetId?: number): void;
}

/** Reads `window.grecaptcha` when the script defined it. */
function readGrecaptcha(): Grecaptcha | null {
  const candidate: unknown = Reflect.get(window, 'grecaptcha');
  if (typeof candidate !== 'object' || candidate === null) return null;
  return typeof Reflect.get(candidate, 'render') === 'function' ? (candidate as Grecaptcha) : null;
}

const loading = new Map<string, Promise<void>>();

/** Loads the widget script once; rejects with "ReCaptcha error: Failed to load script" (spec §8). */
function loadBotCheckScript(url: string): Promise<void> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const src = new URL(url, window.location.href);
    src.searchParams.set('render', 'explicit');
    script.src = src.toString();
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('ReCaptcha error: Failed to load script'));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
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
  /** The page's language, for the widget's texts. */
  readonly locale: string;
}

/**
 * Loads the widget script, then runs the invisible check (version 3) or draws the checkbox widget
 * into `container` (version 2). Rejects when the script cannot load or define its API. This module
 * is imported when the widget is about to be needed, not with the page.
 */
export async function startBotCheckWidget(
  container: HTMLElement | null,
  options: BotCheckWidgetOptions,
  handlers: BotCheckWidgetHandlers,
): Promise<void> {
  await loadBotCheckScript(options.scriptUrl);
  if (!handlers.isActive()) return;
  const grecaptcha = readGrecaptcha();
  if (!grecaptcha || !container) throw new Error('Failed to execute');
  grecaptcha.ready(() => {
    try {
      if (options.version === '3') {
        const pending = grecaptcha.execute(options.siteKey, { action: 'checkout' });
        if (pending) pending.then(handlers.onToken, () => handlers.onFail('Failed to execute'));
        return;
      }
      // StrictMode mounts effects twice: start from an empty container so only one widget shows.
      container.replaceChildren();
      grecaptcha.render(container, {
        sitekey: options.siteKey,
        size: 'normal',
        badge: 'bottomright',
        hl: options.locale,
        callback: handlers.onToken,
        'expired-callback': handlers.onExpired,
        'error-callback': () => handlers.onFail('Failed to execute'),
      });
    } catch {
      handlers.onFail('Failed to execute');
    }
  });
}
