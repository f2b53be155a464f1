import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: en.email, type: 'email', autoComplete: 'email' },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <TextField
        {...args}
        label={t.email}
        hint={args.hint ? t.emailHint : undefined}
        error={args.error ? t.required : undefined}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: en.emailHint } };
export const WithError: Story = { args: { error: en.required, hint: en.emailHint, defaultValue: 'ana@' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana@example.com' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <TextField label={t.email} />
        <TextField label={t.email} hint={t.emailHint} required />
        <TextField label={t.email} error={t.required} defaultValue="ana@" />
        <TextField label={t.email} disabled defaultValue="ana@example.com" />
        <TextField label={t.email} readOnly defaultValue="ana@example.com" />
      </div>
    );
  },
};
