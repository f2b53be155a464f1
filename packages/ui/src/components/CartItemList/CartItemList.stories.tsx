import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { CartItemList } from './CartItemList';

const image = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" fill="${color}"/></svg>`)}`;

const meta = {
  title: 'Cart/CartItemList',
  component: CartItemList,
  args: { label: en.cart, items: [] },
  render: (args, { globals }) => {
    const { t, locale } = storyEnv(globals);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return (
      <div style={{ maxInlineSize: '32rem' }}>
        <CartItemList
          {...args}
          label={t.cart}
          formatMoney={({ amount }) => money.format(amount / 100)}
          items={[
            {
              id: '1',
              name: 'Mirrorless camera',
              quantity: '1 ×',
              price: { amount: 4900, currency: 'EUR' },
              details: [t.monthly, t.rental],
              imageUrl: image('#90a4ae'),
            },
            {
              id: '2',
              name: 'Coffee beans 1 kg',
              quantity: '2 ×',
              price: { amount: 2580, currency: 'EUR' },
              details: [t.monthly],
              imageUrl: image('#8d6e63'),
            },
            { id: '3', name: 'Gift card', quantity: '1 ×', price: money.format(25) },
          ]}
        />
      </div>
    );
  },
} satisfies Meta<typeof CartItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscription frequency and rental period as detail lines; money formatted by the host's `formatMoney`. */
export const Default: Story = {};
export const AllStates: Story = {};
