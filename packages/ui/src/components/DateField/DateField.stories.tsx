import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: en.dateOfBirth, min: '1900-01-01', max: '2010-12-31' },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return <DateField {...args} label={t.dateOfBirth} error={args.error ? t.required : undefined} />;
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.required } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '1990-05-17' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <DateField label={t.dateOfBirth} />
        <DateField label={t.dateOfBirth} error={t.required} />
        <DateField label={t.dateOfBirth} disabled defaultValue="1990-05-17" />
        <DateField label={t.dateOfBirth} readOnly defaultValue="1990-05-17" />
      </div>
    );
  },
};
