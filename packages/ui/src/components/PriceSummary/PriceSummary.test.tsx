import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { PriceSummary } from './PriceSummary';

const ROWS = [
  { id: 'subtotal', label: 'Subtotal', amount: '98,00 €' },
  { id: 'voucher', label: 'Voucher', note: 'SPRING10', amount: '−9,80 €', kind: 'discount' as const },
  { id: 'shipping', label: 'Shipping', amount: '4,90 €' },
  { id: 'total', label: 'Total', amount: '93,10 €', kind: 'total' as const },
];

describe('PriceSummary', () => {
  it('pairs each label with its amount and marks discount and total rows', () => {
    const { container } = render(<PriceSummary rows={ROWS} data-testid="summary" />);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const amounts = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Subtotal', 'VoucherSPRING10', 'Shipping', 'Total']);
    expect(amounts).toEqual(['98,00 €', '−9,80 €', '4,90 €', '93,10 €']);
    expect(screen.getByText('93,10 €').closest('[data-kind]')?.getAttribute('data-kind')).toBe('total');
  });

  it('formats money through the host formatter', () => {
    render(
      <PriceSummary
        rows={[{ id: 't', label: 'Total', amount: { amount: 500, currency: 'SEK' } }]}
        formatMoney={() => '5,00 kr'}
      />,
    );
    expect(screen.getByText('5,00 kr')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<PriceSummary rows={ROWS} />);
    await expectNoAxeViolations(container);
  });
});
