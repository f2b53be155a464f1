import type {
  cardPaymentMethodPayload,
  Dropin,
  HostedFieldsStateEvents,
  Options,
  PaymentMethodOptions,
  PaymentMethodPayload,
  RequestPaymentMethodCallback,
} from 'braintree-web-drop-in';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { isRecord } from '../shared/isRecord';
import { type CardFields, mountCardFields } from '../shared/mountCardFields';
import { randomToken } from '../shared/randomToken';
import type { BraintreeClientToken } from './readClientToken';
import { verifyThreeDSecure } from './verifyThreeDSecure';

type Handler = (payload: never) => void;

type DropinEvent =
  | 'noPaymentMethodRequestable'
  | 'paymentMethodRequestable'
  | 'paymentOptionSelected'
  | 'changeActiveView'
  | HostedFieldsStateEvents;

const NO_PAYMENT_METHOD = 'No payment method is available.';

/** Drop-in's rejection when braintree-web's `verifyCard` rejects (dropin.js `requestPaymentMethod`). */
const THREE_D_SECURE_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';

function cardTypeOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Unknown';
}

/**
 * A Braintree Drop-in double with the card view only: tokenises the typed card with the
 * sandbox's client API (`POST .../client_api/v1/payment_methods/credit_cards`) into a
 * single-use nonce, as Braintree's Drop-in does.
 */
export class BraintreeDropinImpl implements Dropin {
  private readonly env: DoubleEnvironment;
  private readonly token: BraintreeClientToken;
  private readonly options: Options;
  private fields: CardFields | null;
  private readonly statusLine: HTMLElement;
  private readonly handlers = new Map<string, Set<Handler>>();
  private requestable = false;

  constructor(env: DoubleEnvironment, token: BraintreeClientToken, options: Options, container: HTMLElement) {
    this.env = env;
    this.token = token;
    this.options = options;
    this.fields = mountCardFields(container, { provider: 'braintree-dropin', legend: 'Pay with card' });
    this.statusLine = env.document.createElement('p');
    this.statusLine.setAttribute('role', 'status');
    this.fields.host.after(this.statusLine);
    this.fields.onInput(() => this.announceRequestable());
  }

  clearSelectedPaymentMethod(): void {
    this.fields?.clear();
    this.announceRequestable();
  }

  isPaymentMethodRequestable(): boolean {
    return this.fields?.isComplete() ?? false;
  }

  on(event: DropinEvent, handler: Handler): void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off(event: DropinEvent, handler: Handler): void {
    this.handlers.get(event)?.delete(handler);
  }

  requestPaymentMethod(options: PaymentMethodOptions, callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(callback: RequestPaymentMethodCallback): void;
  requestPaymentMethod(options?: PaymentMethodOptions): Promise<PaymentMethodPayload>;
  requestPaymentMethod(
    first?: PaymentMethodOptions | RequestPaymentMethodCallback,
    second?: RequestPaymentMethodCallback,
  ): Promise<PaymentMethodPayload> | undefined {
    const callback = typeof first === 'function' ? first : second;
    const promise = this.tokenize().then((payload) =>
      this.options.threeDSecure ? this.verify(payload, typeof first === 'function' ? undefined : first) : payload,
    );
    if (!callback) return promise;
    promise.then(
      (payload) => callback(null, payload),
      // Braintree passes `undefined` as the payload with an error; its type says otherwise.
      (error: unknown) => callback(isRecord(error) ? error : { message: String(error) }, undefined as never),
    );
    return undefined;
  }

  teardown(callback: (error: object | null | undefined) => void): void;
  teardown(): Promise<void>;
  teardown(callback?: (error: object | null | undefined) => void): Promise<void> | undefined {
    this.fields?.remove();
    this.statusLine.remove();
    this.fields = null;
    this.handlers.clear();
    if (callback) {
      callback(null);
      return undefined;
    }
    return Promise.resolve();
  }

  updateConfiguration(): void {}

  private async tokenize(): Promise<cardPaymentMethodPayload> {
    const card = this.fields?.read();
    if (!card || !this.isPaymentMethodRequestable()) {
      this.say('Please fill out the card number, expiration date and CVV.');
      // Drop-in rejects an empty card view with a `DropinError`, which the adapter reads as invalid entry.
      throw Object.assign(new Error(NO_PAYMENT_METHOD), { name: 'DropinError' });
    }
    let response: Response;
    try {
      response = await this.env.fetch(`${this.token.clientApiUrl}/v1/payment_methods/credit_cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          authorizationFingerprint: this.token.authorizationFingerprint,
          creditCard: {
            number: card.number,
            expirationDate: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
            cvv: card.cvc,
          },
        }),
      });
    } catch (cause) {
      throw new Error('Braintree could not be reached.', { cause });
    }
    const body: unknown = await response.json().catch(() => null);
    const tokenized = isRecord(body) && Array.isArray(body.creditCards) ? body.creditCards[0] : undefined;
    if (!response.ok || !isRecord(tokenized) || typeof tokenized.nonce !== 'string') {
      const message =
        isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string'
          ? body.error.message
          : NO_PAYMENT_METHOD;
      this.say(message);
      throw new Error(message);
    }
    this.say('');
    const details = isRecord(tokenized.details) ? tokenized.details : {};
    const lastFour = typeof details.lastFour === 'string' ? details.lastFour : card.number.slice(-4);
    const unknown = 'Unknown' as const;
    return {
      nonce: tokenized.nonce,
      type: 'CreditCard',
      details: {
        bin: card.number.slice(0, 6),
        cardType: typeof details.cardType === 'string' ? details.cardType : cardTypeOf(card.number),
        expirationMonth: String(card.expMonth).padStart(2, '0'),
        expirationYear: String(card.expYear),
        cardholderName: '',
        lastFour,
        lastTwo: lastFour.slice(-2),
      },
      binData: {
        commercial: unknown,
        countryOfIssuance: unknown,
        debit: unknown,
        durbinRegulated: unknown,
        healthcare: unknown,
        issuingBank: unknown,
        payroll: unknown,
        prepaid: unknown,
        productId: unknown,
      },
      ...(this.options.dataCollector ? { deviceData: JSON.stringify({ correlation_id: randomToken(32) }) } : {}),
    };
  }

  /** Drop-in with `threeDSecure`: the card nonce goes through 3-D Secure and is replaced by the verified one. */
  private async verify(
    payload: cardPaymentMethodPayload,
    options: PaymentMethodOptions | undefined,
  ): Promise<cardPaymentMethodPayload> {
    const configured = typeof this.options.threeDSecure === 'object' ? this.options.threeDSecure : undefined;
    // As Drop-in: the request's options override the create options' amount.
    const verifyOptions = { ...(configured ? { amount: configured.amount } : {}), ...options?.threeDSecure };
    let verified: Awaited<ReturnType<typeof verifyThreeDSecure>>;
    try {
      verified = await verifyThreeDSecure(this.env, this.token, payload.nonce, verifyOptions);
    } catch (braintreeWebError) {
      this.clearSelectedPaymentMethod();
      this.say(THREE_D_SECURE_FAILED);
      throw Object.assign(new Error(THREE_D_SECURE_FAILED), { name: 'DropinError', braintreeWebError });
    }
    const { info } = verified;
    return {
      ...payload,
      nonce: verified.nonce,
      liabilityShifted: info.liabilityShifted,
      liabilityShiftPossible: info.liabilityShiftPossible,
      threeDSecureInfo: {
        ...info,
        cavv: info.liabilityShifted ? 'AAABBBCCCDDDEEEFFF000000000=' : '',
        xid: '',
        dsTransactionId: `sandbox-${verified.nonce}`,
        threeDSecureVersion: '2.2.0',
        eciFlag: info.liabilityShifted ? '05' : '07',
        threeDSecureAuthenticationId: `auth_${verified.nonce.slice(-12)}`,
      },
    };
  }

  private announceRequestable(): void {
    const now = this.isPaymentMethodRequestable();
    if (now === this.requestable) return;
    this.requestable = now;
    const event = now ? 'paymentMethodRequestable' : 'noPaymentMethodRequestable';
    // Drop-in passes a payload with `paymentMethodRequestable` only; `noPaymentMethodRequestable` has none.
    const payload = [{ type: 'CreditCard', paymentMethodIsSelected: false }];
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      (handler as (...payload: object[]) => void)(...(now ? payload : []));
    }
  }

  private say(text: string): void {
    this.statusLine.textContent = text;
  }
}
