/** The bot-check configuration: site key, widget version and script URL. */
export interface BotCheckConfig {
  readonly siteKey: string | null;
  /** `2` (checkbox widget, the default) or `3` (invisible score). */
  readonly version: string | null;
  readonly scriptUrl: string | null;
}

/** The reCAPTCHA-compatible API the widget script defines on `window.grecaptcha`. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(siteKeyOrWidget?: string | number, options?: { action: string }): Promise<string> | undefined;
  reset(widgetId?: number): void;
}

/** Checks the configuration before anything loads: "No key provided" / "No version provided" (spec §5). */
export function checkBotCheckConfig(config: BotCheckConfig): string | null {
  if (!config.siteKey) return 'No key provided';
  if (!config.version) return 'No version provided';
  return null;
}

/** Reads `window.grecaptcha` when the script defined it. */
export function readGrecaptcha(): Grecaptcha | null {
  const candidate: unknown = Reflect.get(window, 'grecaptcha');
  if (typeof candidate !== 'object' || candidate === null) return null;
  return typeof Reflect.get(candidate, 'render') === 'function' ? (candidate as Grecaptcha) : null;
}

const loading = new Map<string, Promise<void>>();

/** Loads the widget script once; rejects with "ReCaptcha error: Failed to load script" (spec §8). */
export function loadBotCheckScript(url: string): Promise<void> {
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
