import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyEnv } from '../../../.storybook/storyEnv';
import { type PriceRow, PriceSummary } from './PriceSummary';

const meta = {
  title: 'Cart/PriceSummary',
  component: PriceSummary,
  args: { rows: [] },
  render: (args, { globals }) => {
    const { t, locale } = storyEnv(globals);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const withVoucher = args.rows.length > 0;
    const rows: PriceRow[] = [
      { id: 'subtotal', label: t.subtotal, amount: money.format(98) },
      ...(withVoucher
        ? [{ id: 'voucher', label: t.voucher, note: 'SPRING10', amount: money.format(-9.8), kind: 'discount' as const }]
        : []),
      { id: 'shipping', label: t.shipping, amount: money.format(4.9) },
      { id: 'total', label: t.total, amount: money.format(withVoucher ? 93.1 : 102.9), kind: 'total' },
    ];
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <PriceSummary {...args} rows={rows} />
      </div>
    );
  },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVoucher: Story = { args: { rows: [{ id: 'x', label: 'x', amount: 'x' }] } };
export const AllStates: Story = { args: { rows: [{ id: 'x', label: 'x', amount: 'x' }] } };
