import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { StatusChip } from './StatusChip';

const meta = {
  title: 'Feedback/StatusChip',
  component: StatusChip,
  args: { tone: 'success', status: 'active', children: en.active },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const text = { success: t.active, warning: t.paused, error: t.cancelled, info: t.pending, neutral: 'draft' }[
      args.tone
    ];
    return <StatusChip {...args}>{text}</StatusChip>;
  },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Warning: Story = { args: { tone: 'warning', status: 'paused' } };
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', status: 'cancelled' } };
export const InfoTone: Story = { name: 'Info', args: { tone: 'info', status: 'payment_pending' } };
export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {(['success', 'warning', 'error', 'info', 'neutral'] as const).map((tone) => (
        <span key={tone}>{meta.render({ ...args, tone }, context)}</span>
      ))}
    </div>
  ),
};
