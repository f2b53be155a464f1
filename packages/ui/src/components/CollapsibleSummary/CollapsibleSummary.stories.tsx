import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { PriceSummary } from '../PriceSummary/PriceSummary';
import { CollapsibleSummary } from './CollapsibleSummary';

const meta = {
  title: 'Layout/CollapsibleSummary',
  component: CollapsibleSummary,
  args: { label: en.cart, total: '102,90 €', children: null },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ maxInlineSize: '28rem' }}>
        <CollapsibleSummary {...args} label={t.cart}>
          <h2 className="ck-heading ck-section-heading">{t.cart}</h2>
          <PriceSummary
            rows={[
              { id: 's', label: t.subtotal, amount: '98,00 €' },
              { id: 'h', label: t.shipping, amount: '4,90 €' },
              { id: 't', label: t.total, amount: '102,90 €', kind: 'total' },
            ]}
          />
        </CollapsibleSummary>
      </div>
    );
  },
} satisfies Meta<typeof CollapsibleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen the content always shows and the button is gone. */
export const Default: Story = {};
/** Below 60rem: folded under the bar with the total. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Below 60rem, opened. */
export const MobileOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const AllStates: Story = {};
