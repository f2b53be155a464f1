import type {
  StripeCardElementOptions,
  StripeElements,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { IntegrationError } from '../shared/IntegrationError';
import type { StripeElementDouble, StripeElementsDouble } from './StripeDoubleSurface';
import { type StripeElementDoubleType, StripeElementImpl } from './StripeElementImpl';

/** The `elements()` group double: creates card / payment elements and validates them on `submit()`. */
export class StripeElementsImpl implements StripeElementsDouble {
  readonly options: StripeElementsOptionsClientSecret | StripeElementsOptionsMode;
  private readonly doc: Document;
  private readonly created = new Map<StripeElementDoubleType, StripeElementImpl>();

  constructor(doc: Document, options: StripeElementsOptionsClientSecret | StripeElementsOptionsMode = {}) {
    this.doc = doc;
    this.options = options;
  }

  /** The client secret the group was created with, if any. */
  get clientSecret(): string | undefined {
    return 'clientSecret' in this.options ? this.options.clientSecret : undefined;
  }

  create(elementType: 'card', options?: StripeCardElementOptions): StripeElementDouble;
  create(elementType: 'payment', options?: StripePaymentElementOptions): StripeElementDouble;
  create(elementType: StripeElementDoubleType): StripeElementDouble {
    if (elementType !== 'card' && elementType !== 'payment') {
      throw new IntegrationError(
        'invalid_argument',
        `The ${String(elementType)} Element is not in the sandbox double.`,
      );
    }
    if (this.created.has(elementType)) {
      throw new IntegrationError('invalid_state', `Can only create one Element of type ${elementType}.`);
    }
    const element = new StripeElementImpl(this.doc, elementType);
    this.created.set(elementType, element);
    return element;
  }

  getElement(elementType: 'card' | 'payment'): StripeElementDouble | null {
    return this.created.get(elementType) ?? null;
  }

  /** The mounted element whose card a confirmation uses, or `null`. */
  mountedElement(): StripeElementImpl | null {
    return [...this.created.values()].find((element) => element.mounted) ?? null;
  }

  submit(): ReturnType<StripeElements['submit']> {
    const element = this.mountedElement();
    const error = element
      ? element.validate()
      : ({
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        } as const);
    return Promise.resolve(error ? { error } : { selectedPaymentMethod: 'card' });
  }

  update(options: StripeElementsUpdateOptions): void {
    Object.assign(this.options, options);
  }

  fetchUpdates(): ReturnType<StripeElements['fetchUpdates']> {
    return Promise.resolve({});
  }
}
