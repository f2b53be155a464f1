import { getPayability, type Payability } from '@checkout/validation';
import type { CheckoutData } from './CheckoutData';
import type { CheckoutFormValues } from './CheckoutFormValues';
import { deliveryDatesApply } from './deliveryDatesApply';
import type { CheckoutFormValidation } from './validateCheckoutForm';

/** What the page holds beside the form and its data that payability depends on. */
export interface CheckoutChecks {
  /** Whether the last credit check passed (`true` before any). */
  readonly creditValid: boolean;
  /** The bot check's token, `null` until the widget gives one. */
  readonly botToken: string | null;
  /** Lines the last stock check found out of stock. */
  readonly outOfStock: readonly string[];
}

/** What {@link checkoutPayability} reads. */
export interface CheckoutPayabilityInput {
  readonly values: Pick<CheckoutFormValues, 'paymentMethodId' | 'shippingMethodId' | 'deliveryDate'>;
  readonly data: Pick<CheckoutData, 'cart' | 'settings' | 'delivery' | 'methods' | 'methodsLoading'>;
  readonly validation: Pick<CheckoutFormValidation, 'checkboxesValid' | 'contactValid'>;
  readonly checks: CheckoutChecks;
}

/**
 * Whether the main page can be paid (spec §4), from the form, the page's data and its checks: a
 * delivery date counts only where dates apply (`deliveryDatesApply`) and some are offered; a shipping
 * method chosen before the country changed is no choice.
 */
export function checkoutPayability({ values, data, validation, checks }: CheckoutPayabilityInput): Payability {
  const datesApply = deliveryDatesApply(data.settings, data.cart);
  return getPayability({
    paymentMethod: values.paymentMethodId,
    cartItemCount: data.cart.items.length,
    checkboxesValid: validation.checkboxesValid,
    contactValid: validation.contactValid,
    creditCheck: { enabled: data.settings.checks.credit, valid: checks.creditValid },
    deliveryDate: {
      checked: datesApply,
      available: datesApply && (data.delivery?.dates.length ?? 0) > 0,
      selected: values.deliveryDate,
    },
    botCheck: { enabled: data.settings.checks.bot, token: checks.botToken },
    stockValid: checks.outOfStock.length === 0,
    shipping: {
      loading: data.methodsLoading,
      choiceEnabled: data.settings.shippingChoice,
      methodCount: data.methods.length,
      selectedMethodId: data.methods.some((method) => method.id === values.shippingMethodId)
        ? values.shippingMethodId
        : null,
    },
  });
}
