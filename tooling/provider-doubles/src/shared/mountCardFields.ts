/** Raw card input as the shopper typed it, digits only where it matters. */
export interface CardInput {
  /** Digits of the card number (spaces and dashes removed). */
  number: string;
  /** `1`–`12`, or `null` when the expiry cannot be read. */
  expMonth: number | null;
  /** Four-digit year, or `null` when the expiry cannot be read. */
  expYear: number | null;
  cvc: string;
}

/** The card fields a double renders, and how to read them. */
export interface CardFields {
  /** The namespaced host element holding the fields in its (open) shadow root. */
  host: HTMLElement;
  read: () => CardInput;
  /** Whether no field has been filled in. */
  isEmpty: () => boolean;
  /** Whether number, expiry and CVC are all plausible. */
  isComplete: () => boolean;
  /** Calls `listener` after every edit. */
  onInput: (listener: () => void) => void;
  focus: () => void;
  clear: () => void;
  /** Removes the fields from the page. */
  remove: () => void;
}

/** Options of {@link mountCardFields}. */
export interface CardFieldsOptions {
  /** Which double renders them, written to `data-provider-double`. */
  provider: string;
  /** Visible legend. Defaults to `'Card details'`. */
  legend?: string;
}

const STYLE = `
:host { display: block; font: 14px/1.4 system-ui, sans-serif; }
fieldset { border: 1px solid #c4c7cc; border-radius: 6px; padding: 8px 12px; margin: 0; display: grid; gap: 8px; }
legend { padding: 0 4px; font-weight: 600; }
label { display: grid; gap: 2px; }
input { font: inherit; padding: 6px 8px; border: 1px solid #8a8f98; border-radius: 4px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
p { margin: 0; color: #555; font-size: 12px; }
`;

function readExpiry(raw: string): { expMonth: number | null; expYear: number | null } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match?.[1] || !match[2]) return { expMonth: null, expYear: null };
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { expMonth: month, expYear: year } : { expMonth: null, expYear: null };
}

function field(doc: Document, label: string, name: string, autocomplete: AutoFill, placeholder: string) {
  const wrapper = doc.createElement('label');
  const text = doc.createElement('span');
  text.textContent = label;
  const input = doc.createElement('input');
  input.name = name;
  input.type = 'text';
  input.inputMode = 'numeric';
  input.autocomplete = autocomplete;
  input.placeholder = placeholder;
  input.spellcheck = false;
  wrapper.append(text, input);
  return { wrapper, input };
}

/**
 * Styles the fields the way a provider's own frame would: outside the page's Content-Security-Policy
 * (a constructed stylesheet, which no policy governs; the checkout applies style elements by nonce
 * only). Without constructable stylesheets (jsdom) a style element stands in.
 */
function styleShadowRoot(root: ShadowRoot, doc: Document): void {
  const view = doc.defaultView;
  if (view && 'replaceSync' in view.CSSStyleSheet.prototype && 'adoptedStyleSheets' in root) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(STYLE);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = STYLE;
  root.append(style);
}

/**
 * Renders labelled card inputs (number, expiry, CVC) in an open shadow root of a namespaced
 * host inside `container`, standing in for the providers' hosted-field iframes.
 */
export function mountCardFields(container: HTMLElement, options: CardFieldsOptions): CardFields {
  const doc = container.ownerDocument;
  const host = doc.createElement('div');
  host.className = 'checkout-provider-double';
  host.dataset.providerDouble = options.provider;
  const root = host.attachShadow({ mode: 'open' });
  const fieldset = doc.createElement('fieldset');
  const legend = doc.createElement('legend');
  legend.textContent = options.legend ?? 'Card details';
  const number = field(doc, 'Card number', 'cardnumber', 'cc-number', '1234 1234 1234 1234');
  const expiry = field(doc, 'Expiry date (MM/YY)', 'exp-date', 'cc-exp', 'MM / YY');
  const cvc = field(doc, 'Security code (CVC)', 'cvc', 'cc-csc', 'CVC');
  const row = doc.createElement('div');
  row.className = 'row';
  row.append(expiry.wrapper, cvc.wrapper);
  const note = doc.createElement('p');
  note.textContent = `Sandbox test card form (${options.provider} double).`;
  fieldset.append(legend, number.wrapper, row, note);
  styleShadowRoot(root, doc);
  root.append(fieldset);
  container.append(host);

  const inputs = [number.input, expiry.input, cvc.input];
  const read = (): CardInput => ({
    number: number.input.value.replace(/[\s-]/g, ''),
    ...readExpiry(expiry.input.value),
    cvc: cvc.input.value.trim(),
  });
  return {
    host,
    read,
    isEmpty: () => inputs.every((input) => input.value.trim() === ''),
    isComplete: () => {
      const card = read();
      return /^\d{12,19}$/.test(card.number) && card.expMonth !== null && /^\d{3,4}$/.test(card.cvc);
    },
    onInput: (listener) => {
      for (const input of inputs) input.addEventListener('input', listener);
    },
    focus: () => number.input.focus(),
    clear: () => {
      for (const input of inputs) input.value = '';
    },
    remove: () => host.remove(),
  };
}
