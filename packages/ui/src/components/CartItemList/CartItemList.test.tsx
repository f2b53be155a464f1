import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { UiError } from '../UiError';
import { CartItemList } from './CartItemList';

describe('CartItemList', () => {
  it('lists items with quantity, details and formatted prices', () => {
    render(
      <CartItemList
        label="Your cart"
        items={[
          { id: '1', name: 'Camera', quantity: '1 ×', price: '49,00 €', details: ['Monthly', '12 months'] },
          { id: '2', name: 'Lens', quantity: '2 ×', price: { amount: 1990, currency: 'EUR' } },
        ]}
        formatMoney={({ amount, currency }) => `${currency} ${(amount / 100).toFixed(2)}`}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Your cart' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['CameraMonthly12 months1 ×49,00 €', 'Lens2 ×EUR 19.90']);
  });

  it('throws a UiError when money comes without formatMoney', () => {
    expect(() =>
      render(
        <CartItemList
          label="Cart"
          items={[{ id: '1', name: 'A', quantity: '1', price: { amount: 1, currency: 'EUR' } }]}
        />,
      ),
    ).toThrow(UiError);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CartItemList
        label="Your cart"
        items={[{ id: '1', name: 'Camera', quantity: '1 ×', price: '49,00 €', imageUrl: 'data:,' }]}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
