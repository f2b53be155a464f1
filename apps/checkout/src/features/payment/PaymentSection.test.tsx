import type { PaymentMethodOption } from '@checkout/api-client';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { PaymentError } from '@checkout/payments';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentSection, type PaymentSectionProps } from './PaymentSection';

const methods = [
  { id: 'pm-adyen', gateway: 'adyen', name: 'Card (Adyen)', version: null },
  { id: 'pm-mollie', gateway: 'mollie', name: 'iDEAL', version: null },
] as PaymentMethodOption[];

function renderSection(props: Partial<PaymentSectionProps>, locale: 'en' | 'de' = 'en') {
  return render(
    <CheckoutIntlProvider locale={locale}>
      <PaymentSection
        methods={methods}
        selectedId={null}
        onSelect={vi.fn()}
        adapter={null}
        amount={{ amount: 1000, currency: 'EUR' }}
        onWidgetError={vi.fn()}
        checks={null}
        {...props}
      />
    </CheckoutIntlProvider>,
  );
}

describe('PaymentSection', () => {
  it('offers a method whose configuration is missing disabled, with a notice (issue 27)', async () => {
    renderSection({ isUnconfigured: (method) => method.gateway === 'adyen' });
    const adyen = await screen.findByRole('radio', {
      name: /Card \(Adyen\)/,
      description: 'This shop has not finished setting up this payment method. Please choose another one.',
    });
    expect((adyen as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /iDEAL/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says so in the shopper’s language when the chosen method turns out not to be configured', async () => {
    renderSection(
      {
        selectedId: 'pm-adyen',
        adapter: new PaymentError('not_configured', 'PayPal is not configured for this shop.'),
      },
      'de',
    );
    const notice = await screen.findByTestId('payment-unavailable');
    await within(notice).findByText(/Dieser Shop hat diese Zahlungsart noch nicht fertig eingerichtet/);
    expect(notice.textContent).not.toContain('PayPal is not configured');
  });
});
