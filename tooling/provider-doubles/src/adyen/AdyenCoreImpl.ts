import type {
  AdditionalDetailsData,
  CheckoutAdvancedFlowResponse,
  CoreConfiguration,
  UIElement,
} from '@adyen/adyen-web';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { AdyenCheckoutErrorDouble } from './AdyenCheckoutErrorDouble';
import type { AdyenCoreDouble, AdyenDropinDouble } from './AdyenDoubleSurface';

/** The checkout instance `AdyenCheckout(config)` resolves to: holds the configuration and routes additional details. */
export class AdyenCoreImpl implements AdyenCoreDouble {
  options: CoreConfiguration;
  readonly env: DoubleEnvironment;
  /** The element created last, which `submitDetails` reports to (as Adyen Web does). */
  current: (AdyenDropinDouble & { finish: (response: CheckoutAdvancedFlowResponse) => void }) | null = null;

  constructor(env: DoubleEnvironment, options: CoreConfiguration) {
    this.env = env;
    this.options = options;
  }

  update(props: Partial<CoreConfiguration>): Promise<AdyenCoreDouble> {
    this.options = { ...this.options, ...props };
    return Promise.resolve(this);
  }

  submitDetails(details: AdditionalDetailsData['data']): void {
    const onAdditionalDetails = this.options.onAdditionalDetails;
    if (!onAdditionalDetails) {
      this.options.onError?.(
        new AdyenCheckoutErrorDouble('IMPLEMENTATION_ERROR', 'onAdditionalDetails is not configured.') as never,
        (this.current ?? undefined) as unknown as UIElement,
      );
      return;
    }
    const element = this.current;
    onAdditionalDetails({ data: details }, element as unknown as UIElement, {
      resolve: (response) => element?.finish(response),
      reject: () => element?.setStatus('ready'),
    });
  }
}
