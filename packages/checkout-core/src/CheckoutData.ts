import type {
  Cart,
  CheckoutSettings,
  DeliveryAvailability,
  PaymentMethodOption,
  ShippingCountry,
  ShippingMethod,
} from '@checkout/api-client';

/**
 * What the main page reads from the platform, as the host's queries hold it: the cart, the settings
 * composed from the merchant's options and flags, the payment methods, where the cart ships and how,
 * delivery dates, and how to load again what failed (failed reads answer empty lists).
 */
export interface CheckoutData {
  readonly cart: Cart;
  readonly settings: CheckoutSettings;
  readonly paymentMethods: readonly PaymentMethodOption[];
  /** The payment options failed to load; `retryPaymentOptions` loads them again. */
  readonly paymentOptionsFailed: boolean;
  readonly retryPaymentOptions: () => void;
  /** Shipping could not be loaded and blocks paying (`isShippingUnavailable`); `retryShipping` loads it again. */
  readonly shippingUnavailable: boolean;
  readonly retryShipping: () => void;
  /** The countries the cart ships to. */
  readonly countries: readonly ShippingCountry[];
  /** The shipping methods to the chosen country. */
  readonly methods: readonly ShippingMethod[];
  readonly methodsLoading: boolean;
  /** Delivery dates and slots, `null` when the merchant checks none or they have not loaded. */
  readonly delivery: DeliveryAvailability | null;
}
