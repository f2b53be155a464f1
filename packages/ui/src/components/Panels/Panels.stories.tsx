import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Button } from '../Button/Button';
import { CollapsibleSummary } from '../CollapsibleSummary/CollapsibleSummary';
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
        rightFirst
        left={
          <>
            {/* A page title (often a sentence) keeps its case; section headings take the theme's heading transform. */}
            <h1 className="ck-heading">{t.email}</h1>
            <TextField label={t.email} hint={t.emailHint} type="email" />
            <Button fullWidth>{t.pay}</Button>
          </>
        }
        right={
          <CollapsibleSummary label={t.cart} total="102,90 €">
            <h2 className="ck-heading ck-section-heading">{t.cart}</h2>
            <PriceSummary
              rows={[
                { id: 's', label: t.subtotal, amount: '98,00 €' },
                { id: 'h', label: t.shipping, amount: '4,90 €' },
                { id: 't', label: t.total, amount: '102,90 €', kind: 'total' },
              ]}
            />
          </CollapsibleSummary>
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
/** Below 60rem the panels stack, the summary first and folded under a bar with the total. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const AllStates: Story = {};
