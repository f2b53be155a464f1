import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Combobox } from './Combobox';

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: en.country, items: [], openLabel: en.shippingCountry, emptyText: en.invalidCountry },
  render: (args, { globals }) => {
    const { t, countries } = storyEnv(globals);
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <Combobox
          {...args}
          items={countries()}
          label={t.country}
          openLabel={t.shippingCountry}
          emptyText={t.invalidCountry}
          error={args.error ? t.required : undefined}
        />
      </div>
    );
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The country picker over every country the browser can name (about 250), in the toolbar's language. */
export const CountryPicker: Story = {};
export const Selected: Story = { args: { defaultSelectedId: 'DE' } };
export const WithError: Story = { args: { error: en.required, required: true } };
export const Disabled: Story = { args: { disabled: true, defaultSelectedId: 'SE' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultSelectedId: 'NL' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t, countries } = storyEnv(globals);
    const items = countries();
    const common = { items, label: t.country, openLabel: t.shippingCountry, emptyText: t.invalidCountry };
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <Combobox {...common} />
        <Combobox {...common} defaultSelectedId="DE" />
        <Combobox {...common} error={t.required} required />
        <Combobox {...common} disabled defaultSelectedId="SE" />
        <Combobox {...common} readOnly defaultSelectedId="NL" />
      </div>
    );
  },
};
