import type {
  AdditionalDetailsData,
  AdyenCheckout,
  Core,
  CoreConfiguration,
  Dropin,
  DropinConfiguration,
  PaymentAction,
  UIElementStatus,
} from '@adyen/adyen-web';

/** The part of Adyen Web's checkout instance (`Core`) the double implements. */
export interface AdyenCoreDouble {
  options: CoreConfiguration;
  submitDetails(details: AdditionalDetailsData['data']): void;
  update(props: Partial<CoreConfiguration>): Promise<AdyenCoreDouble>;
}

/** The part of Adyen Web's `Dropin` element the double implements. */
export interface AdyenDropinDouble {
  mount(domNode: HTMLElement | string): AdyenDropinDouble;
  unmount(): AdyenDropinDouble;
  remove(): void;
  submit(): void;
  handleAction(action: PaymentAction): unknown;
  setStatus(status: UIElementStatus): AdyenDropinDouble;
  readonly isValid: boolean;
}

/** `window.AdyenWeb` as the double installs it (the UMD build's global). */
export interface AdyenWebDouble {
  AdyenCheckout: (configuration: CoreConfiguration) => Promise<AdyenCoreDouble>;
  Dropin: new (checkout: AdyenCoreDouble, props?: DropinConfiguration) => AdyenDropinDouble;
}

/**
 * Compile-time drift check: Adyen Web's real `AdyenCheckout`, `Core` and `Dropin` must still
 * offer what the double implements; a change in `@adyen/adyen-web` breaks typecheck here.
 */
export type AdyenSurfaceCheck = [Core, InstanceType<typeof Dropin>, typeof AdyenCheckout] extends [
  AdyenCoreDouble,
  AdyenDropinDouble,
  (configuration: CoreConfiguration) => Promise<AdyenCoreDouble>,
]
  ? true
  : never;
const adyenSurfaceCheck: AdyenSurfaceCheck = true;
void adyenSurfaceCheck;
