import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Button } from '../Button/Button';
import { PriceSummary } from '../PriceSummary/PriceSummary';
import { TextField } from '../TextField/TextField';
import { Panels } from './Panels';

const meta = {
  title: 'Layout/Panels',
  component: Panels,
  parameters: { layout: 'fullscreen' },
  args: { left: null, right: null, leftLabel: en.email, rightLabel: en.cart },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <Panels
        {...args}
        leftLabel={t.email}
        rightLabel={t.cart}
        left={
          <>
            <h1 className="ck-heading">{t.email}</h1>
            <TextField label={t.email} hint={t.emailHint} type="email" />
            <Button fullWidth>{t.pay}</Button>
          </>
        }
        right={
          <>
            <h2 className="ck-heading">{t.cart}</h2>
            <PriceSummary
              rows={[
                { id: 's', label: t.subtotal, amount: '98,00 €' },
                { id: 'h', label: t.shipping, amount: '4,90 €' },
                { id: 't', label: t.total, amount: '102,90 €', kind: 'total' },
              ]}
            />
          </>
        }
      />
    );
  },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A merchant's panel colours come from its theme (`panel_left`, `panel_right`); the text colour follows for contrast. */
export const MerchantPanelColours: Story = { globals: { theme: 'dark-primary' } };
/** Below 60rem the panels stack. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const AllStates: Story = {};
