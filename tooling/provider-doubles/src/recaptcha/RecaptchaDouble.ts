import { IntegrationError } from '../shared/IntegrationError';
import { randomToken } from '../shared/randomToken';
import { drawRecaptchaBadge } from './drawRecaptchaBadge';
import { recaptchaTexts } from './recaptchaTexts';

/** Prefix of the tokens the double issues; the sandbox's `POST /utils/verify-recaptcha` accepts each once. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox-valid-';

interface Widget {
  parameters: ReCaptchaV2.Parameters;
  response: string;
  checkbox: HTMLInputElement | null;
  field: HTMLTextAreaElement;
}

type Callback = ((token: string) => void) | (() => void) | string | undefined;

/** Issues a fresh sandbox token. */
function issueSandboxToken(): string {
  return `${SANDBOX_TOKEN_PREFIX}${randomToken(32)}`;
}

/**
 * Issues a fresh v3 token, `sandbox-valid-v3.<base64url JSON { action, sitekey }>.<random>`: the
 * sandbox reads the action back and scores the site key, as Google's siteverify answers for a token.
 */
function issueV3Token(siteKey: string, action: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ action, sitekey: siteKey }));
  const claims = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  return `${SANDBOX_TOKEN_PREFIX}v3.${claims}.${randomToken(32)}`;
}

/**
 * reCAPTCHA double (v2 checkbox and invisible, v3 `execute(siteKey, { action })`): issues
 * `sandbox-valid-<random>` tokens in the page (v3's carry their action and site key), without a
 * challenge; the server verifies them and, for v3, decides on the score.
 */
export class RecaptchaDouble implements ReCaptchaV2.ReCaptcha {
  private readonly win: Window & typeof globalThis;
  private readonly widgets: Widget[] = [];

  /** The script's `?hl=`, the language of widgets rendered without their own `hl`. */
  private readonly hl: string | null;

  constructor(win: Window & typeof globalThis, hl: string | null = null) {
    this.win = win;
    this.hl = hl;
  }

  render(container: string | HTMLElement, parameters: ReCaptchaV2.Parameters = {}): number {
    const doc = this.win.document;
    // Like reCAPTCHA, a string is an element id (a leading `#` is tolerated).
    const target = typeof container === 'string' ? doc.getElementById(container.replace(/^#/, '')) : container;
    if (!target)
      throw new IntegrationError('mount_target_missing', 'reCAPTCHA placeholder element must be an element or id');
    if (!parameters.sitekey) throw new IntegrationError('missing_argument', 'Missing required parameters: sitekey');
    const id = this.widgets.length;
    const host = doc.createElement('div');
    host.className = 'checkout-provider-double';
    host.dataset.providerDouble = 'recaptcha';
    const field = doc.createElement('textarea');
    field.name = 'g-recaptcha-response';
    field.hidden = true;
    let checkbox: HTMLInputElement | null = null;
    if (parameters.size !== 'invisible') {
      const label = doc.createElement('label');
      checkbox = doc.createElement('input');
      checkbox.type = 'checkbox';
      const text = doc.createElement('span');
      text.textContent = recaptchaTexts(parameters.hl ?? this.hl).checkbox;
      label.append(checkbox, text);
      host.append(label);
      checkbox.addEventListener('change', () => {
        if (checkbox?.checked) this.solve(id);
        else this.reset(id);
      });
    } else {
      host.append(drawRecaptchaBadge(doc, parameters.badge ?? 'bottomright', parameters.hl ?? this.hl));
    }
    host.append(field);
    target.append(host);
    this.widgets.push({ parameters, response: '', checkbox, field });
    return id;
  }

  reset(widgetId = 0): void {
    const widget = this.widgets[widgetId];
    if (!widget) return;
    widget.response = '';
    widget.field.value = '';
    if (widget.checkbox) widget.checkbox.checked = false;
  }

  getResponse(widgetId = 0): string {
    return this.widgets[widgetId]?.response ?? '';
  }

  execute(widgetId?: number): PromiseLike<void>;
  execute(siteKey: string, action: ReCaptchaV2.Action): PromiseLike<string>;
  execute(target?: number | string, action?: ReCaptchaV2.Action): PromiseLike<void> | PromiseLike<string> {
    if (typeof target === 'string') {
      if (!action || typeof action.action !== 'string') {
        const refused: PromiseLike<string> = Promise.reject(
          new IntegrationError('missing_argument', 'grecaptcha.execute(siteKey, { action }) needs an action.'),
        );
        return refused;
      }
      const token: PromiseLike<string> = Promise.resolve(issueV3Token(target, action.action));
      return token;
    }
    this.solve(target ?? 0);
    const done: PromiseLike<void> = Promise.resolve();
    return done;
  }

  ready(callback: () => void): void {
    setTimeout(callback, 0);
  }

  private solve(widgetId: number): void {
    const widget = this.widgets[widgetId];
    if (!widget) throw new IntegrationError('invalid_argument', `Invalid reCAPTCHA client id: ${widgetId}`);
    widget.response = issueSandboxToken();
    widget.field.value = widget.response;
    this.call(widget.parameters.callback, widget.response);
  }

  private call(callback: Callback, token: string): void {
    const fn = typeof callback === 'string' ? (this.win as unknown as Record<string, unknown>)[callback] : callback;
    if (typeof fn === 'function') fn(token);
  }
}
