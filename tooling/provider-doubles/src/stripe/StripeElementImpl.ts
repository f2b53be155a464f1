import type { StripeError } from '@stripe/stripe-js';
import { IntegrationError } from '../shared/IntegrationError';
import { type CardFields, type CardInput, mountCardFields } from '../shared/mountCardFields';
import { resolveContainer } from '../shared/resolveContainer';
import type { StripeElementDouble, StripeElementDoubleEvent } from './StripeDoubleSurface';

type Listener = (event: unknown) => void;

/** The element types the double renders. */
export type StripeElementDoubleType = 'card' | 'payment';

/** A Card Element or Payment Element double: labelled card inputs in a shadow root. */
export class StripeElementImpl implements StripeElementDouble {
  readonly elementType: StripeElementDoubleType;
  private readonly doc: Document;
  private fields: CardFields | null = null;
  private destroyed = false;
  private readonly listeners = new Map<StripeElementDoubleEvent, Set<Listener>>();

  constructor(doc: Document, elementType: StripeElementDoubleType) {
    this.doc = doc;
    this.elementType = elementType;
  }

  /** Whether the element is on the page. */
  get mounted(): boolean {
    return this.fields !== null;
  }

  mount(domElement: string | HTMLElement): void {
    if (this.destroyed) throw new IntegrationError('invalid_state', 'This Element has already been destroyed.');
    if (this.fields) throw new IntegrationError('invalid_state', 'This Element is already mounted.');
    const container = resolveContainer(this.doc, domElement);
    if (!container) {
      throw new IntegrationError(
        'mount_target_missing',
        `The selector you specified (${String(domElement)}) applies to no DOM elements that are currently on the page.`,
      );
    }
    const fields = mountCardFields(container, {
      provider: `stripe-${this.elementType}`,
      legend: this.elementType === 'payment' ? 'Card' : 'Card details',
    });
    fields.onInput(() => this.emit('change', this.changeEvent()));
    this.fields = fields;
    setTimeout(() => this.emit('ready', { elementType: this.elementType }), 0);
  }

  unmount(): void {
    this.fields?.remove();
    this.fields = null;
  }

  destroy(): void {
    this.unmount();
    this.listeners.clear();
    this.destroyed = true;
  }

  focus(): void {
    this.fields?.focus();
  }

  blur(): void {
    const active = this.fields?.host.shadowRoot?.activeElement;
    if (active && 'blur' in active && typeof active.blur === 'function') active.blur();
  }

  clear(): void {
    this.fields?.clear();
  }

  on(eventType: StripeElementDoubleEvent, handler: Listener): this {
    const set = this.listeners.get(eventType) ?? new Set<Listener>();
    set.add(handler);
    this.listeners.set(eventType, set);
    return this;
  }

  once(eventType: StripeElementDoubleEvent, handler: Listener): this {
    const wrapped: Listener = (event) => {
      this.off(eventType, wrapped);
      handler(event);
    };
    return this.on(eventType, wrapped);
  }

  off(eventType: StripeElementDoubleEvent, handler?: Listener): this {
    if (handler) this.listeners.get(eventType)?.delete(handler);
    else this.listeners.delete(eventType);
    return this;
  }

  /** The card as typed, or `null` when the element is not mounted. */
  readCard(): CardInput | null {
    return this.fields?.read() ?? null;
  }

  /** Stripe's client-side validation error for the current input, or `null` when it is complete. */
  validate(): StripeError | null {
    const card = this.fields?.read();
    if (!card || !/^\d{12,19}$/.test(card.number)) {
      return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    }
    if (card.expMonth === null) {
      return {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      };
    }
    if (!/^\d{3,4}$/.test(card.cvc)) {
      return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    }
    return null;
  }

  private changeEvent() {
    const error = this.fields?.isEmpty() ? undefined : (this.validate() ?? undefined);
    return {
      elementType: this.elementType,
      empty: this.fields?.isEmpty() ?? true,
      complete: this.fields?.isComplete() ?? false,
      error: error && this.fields?.isComplete() ? error : undefined,
      value: { type: 'card' },
      collapsed: false,
    };
  }

  private emit(eventType: StripeElementDoubleEvent, event: unknown): void {
    for (const listener of [...(this.listeners.get(eventType) ?? [])]) listener(event);
  }
}
