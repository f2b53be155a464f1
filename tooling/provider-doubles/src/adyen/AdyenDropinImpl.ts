import type {
  BrowserInfo,
  CheckoutAdvancedFlowResponse,
  DropinConfiguration,
  PaymentAction,
  SubmitData,
  UIElement,
  UIElementStatus,
} from '@adyen/adyen-web';
import { IntegrationError } from '../shared/IntegrationError';
import { type CardFields, mountCardFields } from '../shared/mountCardFields';
import { resolveContainer } from '../shared/resolveContainer';
import { AdyenCheckoutErrorDouble } from './AdyenCheckoutErrorDouble';
import type { AdyenCoreImpl } from './AdyenCoreImpl';
import type { AdyenCoreDouble, AdyenDropinDouble } from './AdyenDoubleSurface';

const COMPLETED = new Set(['Authorised', 'Received', 'Pending', 'PresentToShopper']);

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

function browserInfoOf(win: (Window & typeof globalThis) | null): BrowserInfo {
  return {
    acceptHeader: '*/*',
    colorDepth: win?.screen?.colorDepth ?? 24,
    language: win?.navigator.language ?? 'en-US',
    javaEnabled: false,
    screenHeight: win?.screen?.height ?? 0,
    screenWidth: win?.screen?.width ?? 0,
    userAgent: win?.navigator.userAgent ?? '',
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}

/**
 * A Drop-in double showing the card method only: labelled card inputs and a Pay button; submit
 * hands Adyen's state (unencrypted `test_` fields, as Adyen's test form sends) to `onSubmit` and
 * follows what `actions.resolve` answers, redirect actions by navigation.
 */
export class AdyenDropinImpl implements AdyenDropinDouble {
  private readonly core: AdyenCoreImpl;
  private readonly props: DropinConfiguration;
  private fields: CardFields | null = null;
  private host: HTMLElement | null = null;
  private statusLine: HTMLElement | null = null;
  private button: HTMLButtonElement | null = null;
  private status: UIElementStatus = 'ready';

  constructor(checkout: AdyenCoreDouble, props: DropinConfiguration = {}) {
    if (!checkout || !('env' in checkout)) {
      throw new IntegrationError('invalid_argument', 'Dropin needs the checkout instance from AdyenCheckout().');
    }
    this.core = checkout as AdyenCoreImpl;
    this.props = props;
    this.core.current = this;
  }

  get isValid(): boolean {
    return this.fields?.isComplete() ?? false;
  }

  mount(domNode: HTMLElement | string): this {
    const doc = this.core.env.document;
    const container = resolveContainer(doc, domNode);
    if (!container)
      throw new AdyenCheckoutErrorDouble('IMPLEMENTATION_ERROR', `Component could not mount. Root node was not found.`);
    if (this.host) this.unmount();
    const host = doc.createElement('div');
    host.className = 'adyen-checkout__dropin';
    host.dataset.providerDouble = 'adyen-dropin';
    this.fields = mountCardFields(host, { provider: 'adyen', legend: 'Credit or debit card' });
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = 'Pay';
    button.addEventListener('click', () => this.submit());
    const statusLine = doc.createElement('p');
    statusLine.setAttribute('role', 'status');
    host.append(button, statusLine);
    container.append(host);
    this.host = host;
    this.button = button;
    this.statusLine = statusLine;
    setTimeout(() => (this.props as { onReady?: () => void }).onReady?.(), 0);
    return this;
  }

  unmount(): this {
    this.host?.remove();
    this.host = null;
    this.fields = null;
    return this;
  }

  remove(): void {
    this.unmount();
    if (this.core.current === this) this.core.current = null;
  }

  setStatus(status: UIElementStatus): this {
    this.status = status;
    if (this.button) this.button.disabled = status === 'loading';
    if (this.host) this.host.dataset.state = status;
    return this;
  }

  submit(): void {
    if (this.status === 'loading') return;
    const card = this.fields?.read();
    if (!card || !this.isValid) {
      this.say('Enter the card number, expiry date and security code.');
      return;
    }
    const onSubmit = this.props.onSubmit ?? this.core.options.onSubmit;
    if (!onSubmit) {
      this.fail(
        new AdyenCheckoutErrorDouble(
          'IMPLEMENTATION_ERROR',
          'onSubmit is required: the double supports the advanced flow only.',
        ),
      );
      return;
    }
    const state: SubmitData = {
      data: {
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: `test_${card.number}`,
          encryptedExpiryMonth: `test_${String(card.expMonth).padStart(2, '0')}`,
          encryptedExpiryYear: `test_${card.expYear}`,
          encryptedSecurityCode: `test_${card.cvc}`,
          brand: brandOf(card.number),
        },
        browserInfo: browserInfoOf(this.core.env.document.defaultView as (Window & typeof globalThis) | null),
        clientStateDataIndicator: true,
      },
      isValid: true,
    };
    this.setStatus('loading');
    this.say('');
    onSubmit(state, this as unknown as UIElement, {
      resolve: (response) => this.finish(response),
      reject: () => {
        this.setStatus('ready');
        this.say('The payment could not be made. Try again.');
      },
    });
  }

  /** Ends a submit or a details call with the merchant server's answer, as Adyen Web does. */
  finish(response: CheckoutAdvancedFlowResponse): void {
    if (response.action) {
      this.handleAction(response.action);
      return;
    }
    const self = this as unknown as UIElement;
    if (COMPLETED.has(response.resultCode)) {
      this.setStatus('success');
      this.say('Payment successful.');
      (this.props.onPaymentCompleted ?? this.core.options.onPaymentCompleted)?.(
        { resultCode: response.resultCode },
        self,
      );
      return;
    }
    this.setStatus('ready');
    this.say(response.resultCode === 'Refused' ? 'The payment was refused.' : 'The payment was not completed.');
    (this.props.onPaymentFailed ?? this.core.options.onPaymentFailed)?.({ resultCode: response.resultCode }, self);
  }

  handleAction(action: PaymentAction): null {
    if (action.type === 'redirect' && typeof action.url === 'string' && (action.method ?? 'GET') === 'GET') {
      this.setStatus('loading');
      this.core.env.navigate(action.url);
      return null;
    }
    this.fail(
      new AdyenCheckoutErrorDouble(
        'IMPLEMENTATION_ERROR',
        `Action type ${action.type} is not supported by the sandbox double.`,
      ),
    );
    return null;
  }

  private fail(error: AdyenCheckoutErrorDouble): void {
    this.setStatus('ready');
    const onError = this.props.onError ?? this.core.options.onError;
    // The double's error has the instance shape of `AdyenCheckoutError` (name, message, cause, options).
    onError?.(error as never, this as unknown as UIElement);
  }

  private say(text: string): void {
    if (this.statusLine) this.statusLine.textContent = text;
  }
}
