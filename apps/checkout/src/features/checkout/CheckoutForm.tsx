import type { OrderConfirmation } from '@checkout/api-client';
import {
  type AddressValues,
  botCheckConfigOf,
  type CheckoutChecks,
  type CheckoutData,
  type CheckoutFormValidation,
  chosenAtPay,
  countryOptions,
  deliveryDatesApply,
  orderBaseOf,
  orderExtrasOf,
  type PayHints,
  shippingLocationChange,
} from '@checkout/checkout-core';
import type { PaymentAdapter, PaymentError } from '@checkout/payments';
import { Checkbox, TextField } from '@checkout/ui';
import { defaultAddressRequired, type Payability, type ValidationIssue } from '@checkout/validation';
import { type RefObject, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { deferredPart } from '../../app/deferredPart';
import { HydrateApart } from '../../app/HydrateApart';
import { useServices } from '../../app/useServices';
import { chosenDetailsStorage } from '../confirmation/chosenDetailsStorage';
import type { OrderBase } from '../payment/createCheckoutPort';
import { isUnconfigured } from '../payment/isUnconfigured';
import { AddressFields } from './AddressFields';
import { ContactSection } from './ContactSection';
import { checkoutMessages } from './checkout.messages';
import type { UsePayOptions } from './payOptions';
import type { CartActions } from './useCartActions';
import type { CheckoutFormState } from './useCheckoutForm';
import type { CheckoutStep } from './useDataLayer';

// The sections below the fold load and hydrate when the shopper is on the page, not with it.
const belowTheFold = () => import('./sectionsBelowTheFold');
const ShippingSection = deferredPart(() => belowTheFold().then((parts) => parts.ShippingSection));
const ConsentSection = deferredPart(() => belowTheFold().then((parts) => parts.ConsentSection));
const PaymentSection = deferredPart(() => belowTheFold().then((parts) => parts.PaymentSection));
const BotCheck = deferredPart(() => belowTheFold().then((parts) => parts.BotCheck));
const PayArea = deferredPart(() => belowTheFold().then((parts) => parts.PayArea));

/** Page state the form shares with the page. */
export interface CheckoutFormPageState {
  /** The credit, bot and stock checks' results payability reads (`checkoutPayability`). */
  checks: CheckoutChecks;
  setChecks: (change: Partial<CheckoutChecks>) => void;
  socialSecurity: string;
  setSocialSecurity: (value: string) => void;
  setServerIssues: (issues: ReadonlyMap<string, ValidationIssue>) => void;
  /** Every issue shows, touched or not: the shopper asked what is missing. */
  revealed: boolean;
  /** Shows every issue and moves focus to the first field to fix. */
  reveal: () => void;
}

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly form: CheckoutFormState;
  readonly data: CheckoutData;
  readonly actions: CartActions;
  readonly validation: CheckoutFormValidation;
  readonly payability: Payability;
  /** What the page says about an unpayable form (`payHints`). */
  readonly hints: PayHints;
  readonly errorFor: (path: string) => string | undefined;
  readonly touch: (path: string) => void;
  readonly nameOf: (alpha2: string) => string;
  /** Every country's name in the page's language, the billing address's choices; `null` while they load. */
  readonly countryNames: Readonly<Record<string, string>> | null;
  readonly step: (step: CheckoutStep, email: string | null) => void;
  readonly adapter: PaymentAdapter<OrderConfirmation> | PaymentError | null;
  /** Receives, after every render, how to build the order from what the form holds now (read at pay time). */
  readonly orderBaseRef: RefObject<() => OrderBase>;
  readonly state: CheckoutFormPageState;
}

/** The left panel: contact, addresses, shipping and delivery, extras and checkboxes, payment, checks and the Pay button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { lang, apiKey, form, data, actions, validation, hints, errorFor, touch, nameOf, step, state } = props;
  const intl = useIntl();
  const services = useServices();
  const { values, update } = form;
  const { settings, cart } = data;
  const method = data.paymentMethods.find((option) => option.id === values.paymentMethodId) ?? null;
  const datesApply = deliveryDatesApply(settings, cart);
  const report = (context: string) => (error: unknown) => services.reporter.report(error, context);
  const set = (change: Partial<typeof values>) => update((current) => ({ ...current, ...change }));
  const countryItems = (codes: readonly string[], current: string) =>
    countryOptions(codes, current, nameOf, intl.locale);
  const shipsTo = data.countries.map((country) => country.alpha2);
  // Billing may be anywhere the reference data knows; only where the order goes is the cart's shipping list.
  const billingCountries = countryItems(
    props.countryNames ? Object.keys(props.countryNames) : shipsTo,
    values.billing.alpha2,
  );
  // Nothing of Google's is loaded unless the merchant has autocomplete on and a key is configured.
  const { mapsApiKey, mapsScriptUrl } = services.config;
  const maps =
    settings.addressAutocomplete && mapsApiKey && mapsScriptUrl
      ? { scriptUrl: mapsScriptUrl, apiKey: mapsApiKey }
      : null;
  const addressErrors = (kind: 'billing' | 'shipping') => {
    const result: Record<string, string | undefined> = {};
    for (const field of [
      'first_name',
      'last_name',
      'company',
      'street',
      'street_number',
      'address_addition',
      'postal_code',
      'city',
      'region',
      'alpha2',
      'alpha3',
      'country',
      'notes',
    ])
      result[field] = errorFor(`address.${kind}.${field}`);
    return result;
  };
  const changeAddress = (kind: 'billing' | 'shipping', change: Partial<AddressValues>) => {
    const moved = shippingLocationChange(values, kind, change);
    update((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
    if (moved) {
      set({ shippingMethodId: null });
      actions.updateLocation.mutate({ ...moved, region: '' }, { onError: report('cart location') });
    }
  };
  const contact = validation.contact ?? null;
  const { orderBaseRef } = props;
  useLayoutEffect(() => {
    orderBaseRef.current = () => {
      if (!contact) throw new Error('The contact is not valid.');
      return orderBaseOf({ cart, settings, values, contact, paymentMethodId: method?.id ?? null });
    };
  });
  const adapterLoading = method !== null && props.adapter === null;
  const pay: UsePayOptions = {
    lang,
    apiKey,
    cart,
    adapter: props.adapter,
    paymentMethodId: method?.id ?? null,
    stockCheck: settings.checks.stock,
    creditCheck: {
      enabled: settings.checks.credit,
      run: async () => {
        if (!contact) return { valid: false };
        const { data: result } = await services.api(apiKey).validateCredit(cart.id, {
          contact,
          amount: cart.sum_total_due,
          social_security: state.socialSecurity || null,
        });
        state.setChecks({ creditValid: result.valid });
        return { valid: result.valid };
      },
    },
    isPayable: () => hints.mayPay,
    validateLimits: async () => {
      if (!contact) return;
      await services.api(apiKey).validateLimits({ cartId: cart.id, contact, extras: orderExtrasOf(settings, values) });
    },
    onOutOfStock: (outOfStock) => {
      state.setChecks({ outOfStock });
      void actions.reload();
    },
    onCreditReset: () => state.setChecks({ creditValid: true }),
    onFieldErrors: (issues) => state.setServerIssues(new Map(issues.map((issue) => [issue.path, issue]))),
    onConfirmed: () => {
      step('purchase', values.email);
      form.clear();
    },
  };
  const beforePay = () => {
    state.setServerIssues(new Map());
    // Kept for the confirmation, in case the platform's order read does not say what was chosen.
    chosenDetailsStorage.keep(apiKey, cart.id, chosenAtPay({ cart, methods: data.methods, values, contact }));
  };
  const captcha = botCheckConfigOf(services.config, settings.sandboxMode);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} data-testid="checkout-form">
      <HydrateApart>
        <ContactSection
          values={values}
          update={set}
          settings={settings}
          errorFor={errorFor}
          touch={(path) => {
            touch(path);
            if (path === 'email' && !validation.issues.has('email')) step('contact', values.email);
          }}
          nameOf={nameOf}
        />
      </HydrateApart>
      <HydrateApart>
        <section className="app-section" aria-labelledby="billing-heading">
          <h2 id="billing-heading" className="ck-section-heading">
            {intl.formatMessage(checkoutMessages.billingHeading)}
          </h2>
          <AddressFields
            kind="billing"
            values={values.billing}
            onChange={(c) => changeAddress('billing', c)}
            onBlur={(f) => touch(`address.billing.${f}`)}
            errors={addressErrors('billing')}
            required={{ ...defaultAddressRequired, ...settings.requiredFields.billing }}
            countries={billingCountries}
            maps={maps}
          />
        </section>
      </HydrateApart>
      <HydrateApart>
        <section className="app-section" aria-labelledby="shipping-address-heading">
          <h2 id="shipping-address-heading" className="ck-section-heading">
            {intl.formatMessage(checkoutMessages.shippingAddressHeading)}
          </h2>
          <Checkbox
            data-testid="same-as-billing"
            label={intl.formatMessage(checkoutMessages.sameAsBilling)}
            checked={values.sameAsBilling}
            onChange={(event) =>
              set({
                sameAsBilling: event.target.checked,
                shipping: event.target.checked ? values.shipping : { ...values.billing },
              })
            }
          />
          {values.sameAsBilling ? null : (
            <AddressFields
              kind="shipping"
              values={values.shipping}
              onChange={(c) => changeAddress('shipping', c)}
              onBlur={(f) => touch(`address.shipping.${f}`)}
              errors={addressErrors('shipping')}
              required={{ ...defaultAddressRequired, ...settings.requiredFields.shipping }}
              countries={countryItems(shipsTo, values.shipping.alpha2)}
              maps={maps}
            />
          )}
        </section>
      </HydrateApart>
      <ShippingSection
        countries={data.countries}
        country={values.sameAsBilling ? values.billing.alpha2 : values.shipping.alpha2}
        onCountryChange={(alpha2) =>
          changeAddress(values.sameAsBilling ? 'billing' : 'shipping', { alpha2, region: '' })
        }
        nameOf={nameOf}
        choiceEnabled={settings.shippingChoice}
        methods={data.methods}
        methodsLoading={data.methodsLoading}
        selectedMethodId={values.shippingMethodId}
        onMethodChange={(id) => {
          set({ shippingMethodId: id });
          step('shipping', values.email || null);
          actions.setShippingMethod.mutate(id, { onError: report('shipping method') });
        }}
        methodError={hints.shippingMethod ? intl.formatMessage(checkoutMessages.shippingMethodRequired) : undefined}
        delivery={
          datesApply && data.delivery ? { dates: data.delivery.dates, slots: data.delivery.possible_timeslots } : null
        }
        selectedDate={values.deliveryDate}
        selectedSlot={values.deliverySlot}
        onDateChange={(date) => set({ deliveryDate: date })}
        onSlotChange={(slot) => set({ deliverySlot: slot })}
        deliveryError={hints.deliveryDate ? intl.formatMessage(checkoutMessages.deliveryRequired) : undefined}
        onRetry={data.shippingUnavailable ? data.retryShipping : undefined}
      />
      <ConsentSection
        checkboxes={settings.checkboxes}
        extras={settings.extras}
        checked={values.checkboxes}
        extraValues={values.extras}
        onCheck={(name, checked) => update((c) => ({ ...c, checkboxes: { ...c.checkboxes, [name]: checked } }))}
        onExtra={(name, value) => update((c) => ({ ...c, extras: { ...c.extras, [name]: value } }))}
        errorFor={errorFor}
      />
      <PaymentSection
        methods={data.paymentMethods}
        selectedId={values.paymentMethodId}
        onSelect={(id) => {
          set({ paymentMethodId: id });
          step('payment', values.email || null);
        }}
        adapter={props.adapter}
        isUnconfigured={(method) =>
          isUnconfigured(method.gateway, 'checkout', services.config.providers, settings.sandboxMode)
        }
        amount={cart.sum_total_due}
        onWidgetError={(error) => services.reporter.report(error, 'payment widget')}
        error={hints.paymentMethod ? intl.formatMessage({ id: 'error.payment.noProvider' }) : undefined}
        onRetry={data.paymentOptionsFailed ? data.retryPaymentOptions : undefined}
        checks={
          <>
            {settings.checks.credit ? (
              <TextField
                id="social-security"
                data-testid="social-security"
                label={intl.formatMessage({ id: 'field.social_security' })}
                hint={intl.formatMessage(checkoutMessages.socialSecurityHint)}
                autoComplete="off"
                value={state.socialSecurity}
                onChange={(event) => state.setSocialSecurity(event.target.value)}
              />
            ) : null}
            {settings.checks.bot ? (
              <BotCheck
                config={captcha}
                wanted={hints.botCheckWanted}
                verify={async (token) => (await services.api(apiKey).verifyRecaptcha(token)).data.success}
                onToken={(botToken) => state.setChecks({ botToken })}
                onError={(error) => services.reporter.report(error, 'bot check')}
              />
            ) : null}
          </>
        }
      />
      <PayArea
        pay={pay}
        beforePay={beforePay}
        payability={props.payability}
        adapterLoading={adapterLoading}
        onReveal={state.reveal}
      />
    </form>
  );
}
