import { formatMoney } from '@checkout/i18n';
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
  args: { left: null, right: null, leftLabel: en.email, rightLabel: en.cart },
  // The cart's currency; amounts are formatted as the app formats them, in the toolbar's locale.
  parameters: { layout: 'fullscreen', currency: 'EUR' },
  render: (args, { globals, parameters }) => {
    const { t, locale } = storyEnv(globals);
    const money = (minor: number) => formatMoney(minor, String(parameters.currency), locale);
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
          <CollapsibleSummary label={t.cart} total={money(10290)}>
            <h2 className="ck-heading ck-section-heading">{t.cart}</h2>
            <PriceSummary
              rows={[
                { id: 's', label: t.subtotal, amount: money(9800) },
                { id: 'h', label: t.shipping, amount: money(490) },
                { id: 't', label: t.total, amount: money(10290), kind: 'total' },
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

/** Euros, like every display currency of spec §9, keep their own locale's format (de-DE) in every language. */
export const Default: Story = {};
/** A currency outside spec §9's display list (here the złoty) takes the toolbar's locale: "PLN 98.00", "98,00 PLN". */
export const OtherCurrency: Story = { parameters: { currency: 'PLN' } };
/** A merchant's panel colours come from its theme (`panel_left`, `panel_right`); the text colour follows for contrast. */
export const MerchantPanelColours: Story = { globals: { theme: 'dark-primary' } };
/** Below 60rem the panels stack, the summary first and folded under a bar with the total. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const AllStates: Story = {};
