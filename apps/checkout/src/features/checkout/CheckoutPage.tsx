import {
  type CheckoutChecks,
  checkoutPayability,
  defaultCountryOf,
  fieldErrorOf,
  payHints,
  pickUtmParams,
  shippingCountryOf,
  validateCheckoutForm,
} from '@checkout/checkout-core';
import { formatIssue, formatMoney } from '@checkout/i18n';
import { useLocale } from '@checkout/i18n/react';
import type { PaymentReturnRoute } from '@checkout/payments';
import { CollapsibleSummary, Panels } from '@checkout/ui';
import type { ValidationIssue } from '@checkout/validation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { afterLargestPaint } from '../../app/afterLargestPaint';
import { HydrateApart } from '../../app/HydrateApart';
import { useServices } from '../../app/useServices';
import type { OrderBase } from '../payment/createCheckoutPort';
import { usePaymentAdapter } from '../payment/usePaymentAdapter';
import { CartSummary } from './CartSummary';
import { CheckoutForm } from './CheckoutForm';
import { checkoutMessages } from './checkout.messages';
import { sendUtmParamsOnce } from './sendUtmParams';
import { useCartActions } from './useCartActions';
import { useCheckoutData } from './useCheckoutData';
import { useCheckoutForm } from './useCheckoutForm';
import { useContactValidator } from './useContactValidator';
import { useCountryNames } from './useCountryNames';
import { useDataLayer } from './useDataLayer';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly cartId: string;
  readonly search: Readonly<Record<string, unknown>>;
}

/** The main checkout page: the form on the left, the cart summary on the right (on a phone folded above the form). */
export function CheckoutPage({ lang, apiKey, cartId, search }: CheckoutPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const services = useServices();
  const defaultCountry = defaultCountryOf(lang);
  const form = useCheckoutForm(apiKey, cartId, defaultCountry);
  const { values } = form;
  const shippingCountry = shippingCountryOf(values);
  const data = useCheckoutData(lang, apiKey, cartId, shippingCountry);
  const actions = useCartActions(apiKey, cartId);
  const step = useDataLayer(apiKey, cartId);
  const { names: countryNames, nameOf } = useCountryNames(lang);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [revealed, setRevealed] = useState(false);
  const [focusFirstIssue, setFocusFirstIssue] = useState(false);
  const pageRef = useRef<HTMLElement>(null);
  const [serverIssues, setServerIssues] = useState<ReadonlyMap<string, ValidationIssue>>(new Map());
  const [checks, setChecks] = useState<CheckoutChecks>({ creditValid: true, botToken: null, outOfStock: [] });
  const [socialSecurity, setSocialSecurity] = useState('');

  // A form restored from storage is judged at once; an empty one loads the validator on first interaction.
  const validateContact = useContactValidator(form.restored);
  const validation = useMemo(
    () => validateCheckoutForm(values, data.settings, nameOf, lang, validateContact),
    [values, data.settings, nameOf, lang, validateContact],
  );

  // The page view is reported once the page's largest paint is on screen and the browser idle: nobody waits for it.
  useEffect(() => afterLargestPaint(() => step('checkout', null)), [step]);
  useEffect(() => {
    void sendUtmParamsOnce(sessionStorage, { apiKey, cartId }, pickUtmParams(search), (params) =>
      services.api(apiKey).updateCartParams(cartId, params),
    ).catch((error: unknown) => services.reporter.report(error, 'utm params'));
  }, [search, services, apiKey, cartId]);

  const method = data.paymentMethods.find((option) => option.id === values.paymentMethodId) ?? null;
  // How to build the order from the form as it is now: the form writes it after each render, the
  // port reads it only when paying.
  const orderBaseRef = useRef<() => OrderBase>(() => {
    throw new Error('The order is not ready.');
  });
  const loadPort = useCallback(
    () =>
      import('../payment/createCheckoutPort').then(({ createCheckoutPort }) =>
        createCheckoutPort({ api: services.api(apiKey), cartId, orderBase: () => orderBaseRef.current() }),
      ),
    [services, apiKey, cartId],
  );
  const returnUrl = useCallback(
    (route: PaymentReturnRoute) => new URL(`/${lang}/${apiKey}/${cartId}/${route}`, window.location.origin).toString(),
    [lang, apiKey, cartId],
  );
  const adapter = usePaymentAdapter({
    method,
    loadPort,
    returnUrl,
    sandboxMode: data.settings.sandboxMode,
    // Where the SDK doubles load from, not a redirect target: in sandbox mode the platform serves them,
    // against a real platform too (where `config.sandboxOrigin` is null).
    sandboxOrigin: services.config.checkoutApiBase,
    publicConfig: services.config.providers,
  });

  const payability = checkoutPayability({ values, data, validation, checks });
  const hints = payHints({ payability, revealed, values });

  const botMissing = hints.botCheckMissing;
  // Asked what is missing: once the contact validator is here (it loads on the first interaction, so
  // the contact's issues may come a moment later), focus the first field that says what is wrong.
  useEffect(() => {
    if (!focusFirstIssue || validateContact === null) return;
    setFocusFirstIssue(false);
    const page = pageRef.current;
    // With every field right, what is left may be the bot check: its widget takes the focus.
    const target =
      page?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (botMissing ? page?.querySelector<HTMLElement>('[data-testid="bot-check"] :is(iframe, input, button)') : null);
    target?.focus();
  }, [focusFirstIssue, validateContact, botMissing]);

  const errorFor = (path: string): string | undefined => {
    const shown = fieldErrorOf(path, { serverIssues, issues: validation.issues, revealed, touched });
    if (shown?.kind === 'checkbox') return intl.formatMessage(checkoutMessages.checkboxRequired);
    if (shown?.kind === 'extra')
      return intl.formatMessage({ id: 'validation.required' }, { field: intl.formatMessage({ id: 'field.generic' }) });
    return shown ? formatIssue(shown.issue, intl) : undefined;
  };
  const touch = (path: string) => setTouched((current) => new Set(current).add(path));
  const report = (context: string) => (error: unknown) => services.reporter.report(error, context);

  return (
    <main ref={pageRef} data-testid="checkout-page" data-payable={payability.payable}>
      <h1 className="app-sr-only">{intl.formatMessage(checkoutMessages.title)}</h1>
      {/* The summary comes first: on a phone it is a bar with the total above the form, opened on request. */}
      <Panels
        data-testid="panels"
        rightFirst
        leftLabel={intl.formatMessage(checkoutMessages.formRegion)}
        rightLabel={intl.formatMessage(checkoutMessages.summaryRegion)}
        left={
          <CheckoutForm
            lang={lang}
            apiKey={apiKey}
            form={form}
            data={data}
            actions={actions}
            validation={validation}
            payability={payability}
            hints={hints}
            errorFor={errorFor}
            touch={touch}
            countryNames={countryNames}
            nameOf={nameOf}
            step={step}
            adapter={adapter}
            orderBaseRef={orderBaseRef}
            state={{
              checks,
              setChecks: (change) => setChecks((current) => ({ ...current, ...change })),
              socialSecurity,
              setSocialSecurity,
              setServerIssues,
              revealed,
              reveal: () => {
                setRevealed(true);
                setFocusFirstIssue(true);
              },
            }}
          />
        }
        right={
          <CollapsibleSummary
            data-testid="summary"
            label={intl.formatMessage(checkoutMessages.summaryRegion)}
            total={formatMoney(data.cart.sum_total_due.amount, data.cart.sum_total_due.currency, locale)}
          >
            <HydrateApart>
              <CartSummary
                cart={data.cart}
                outOfStock={checks.outOfStock}
                onQuantityChange={(itemId, quantity) =>
                  actions.updateQuantity.mutateAsync({ itemId, quantity }).catch(report('cart quantity'))
                }
                onRemove={(itemId) => actions.removeItem.mutateAsync(itemId).catch(report('cart remove'))}
                onVoucherApply={(code) =>
                  // Its failure is the mutation's error, which the voucher field shows.
                  actions.addVoucher.mutateAsync({ code, email: values.email }).catch(() => undefined)
                }
                onVoucherRemove={() => actions.removeVoucher.mutateAsync().catch(report('voucher remove'))}
                voucherError={actions.addVoucher.error}
              />
            </HydrateApart>
          </CollapsibleSummary>
        }
      />
    </main>
  );
}
