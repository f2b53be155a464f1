import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Select } from './Select';

// Regions are proper names: the same in every story locale.
const OPTIONS = [
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
  { value: 'HH', label: 'Hamburg' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: en.region, options: OPTIONS, placeholder: en.chooseRegion },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <Select {...args} label={t.region} placeholder={t.chooseRegion} error={args.error ? t.required : undefined} />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.required, required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, value: 'BE' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <Select label={t.region} options={OPTIONS} placeholder={t.chooseRegion} />
        <Select label={t.region} options={OPTIONS} placeholder={t.chooseRegion} error={t.required} required />
        <Select label={t.region} options={OPTIONS} disabled />
        <Select label={t.region} options={OPTIONS} readOnly value="BE" />
      </div>
    );
  },
};
