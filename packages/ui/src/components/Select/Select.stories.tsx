import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Select } from './Select';

const OPTIONS = [
  { value: 'mr', label: 'Mr' },
  { value: 'ms', label: 'Ms' },
  { value: 'mx', label: 'Mx' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: en.salutation, options: OPTIONS, placeholder: en.choose },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return <Select {...args} label={t.salutation} placeholder={t.choose} error={args.error ? t.required : undefined} />;
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.required, required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, value: 'ms' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <Select label={t.salutation} options={OPTIONS} placeholder={t.choose} />
        <Select label={t.salutation} options={OPTIONS} placeholder={t.choose} error={t.required} required />
        <Select label={t.salutation} options={OPTIONS} disabled />
        <Select label={t.salutation} options={OPTIONS} readOnly value="ms" />
      </div>
    );
  },
};
