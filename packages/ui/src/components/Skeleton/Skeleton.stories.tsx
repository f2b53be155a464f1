import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: '20rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};
export const Block: Story = { args: { shape: 'block', width: '20rem', height: '6rem' } };
export const Circle: Story = { args: { shape: 'circle', height: '3rem' } };
/** A cart line while the cart loads. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', maxInlineSize: '28rem' }}>
      <Skeleton shape="block" width="3.5rem" height="3.5rem" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Skeleton shape="circle" height="2rem" />
    </div>
  ),
};
