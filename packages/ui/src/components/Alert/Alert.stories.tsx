import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { type: 'error', messages: en.anError },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const messages = {
      error: Array.isArray(args.messages) ? [t.anError, t.invalidPhone, t.required] : t.anError,
      warning: t.offline,
      info: t.emailHint,
      success: t.verified,
    }[args.type];
    return <Alert {...args} messages={messages} dismissLabel={t.close} />;
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorAlert: Story = { name: 'Error' };
/** Several server messages joined with line breaks (spec §8). */
export const SeveralMessages: Story = { args: { messages: ['a', 'b', 'c'] } };
export const Warning: Story = { args: { type: 'warning' } };
export const Info: Story = { args: { type: 'info' } };
export const Success: Story = { args: { type: 'success' } };
export const Dismissible: Story = { args: { type: 'info', onDismiss: () => undefined } };

export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '32rem' }}>
      {meta.render({ ...args, type: 'error', messages: ['a', 'b', 'c'] }, context)}
      {meta.render({ ...args, type: 'warning' }, context)}
      {meta.render({ ...args, type: 'info', onDismiss: () => undefined }, context)}
      {meta.render({ ...args, type: 'success' }, context)}
    </div>
  ),
};
