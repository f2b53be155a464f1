import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioCard } from './RadioCard';

const meta = {
  title: 'Forms/RadioCard',
  component: RadioCard,
  args: { label: 'DHL Express', description: '1 d', aside: '9,90 €', name: 'card', id: 'card-1' },
  render: (args) => (
    <div className="ck-group" data-variant="card" style={{ maxInlineSize: '28rem' }}>
      <RadioCard {...args} />
    </div>
  ),
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { checked: true, readOnly: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllStates: Story = {
  render: (args) => (
    <div className="ck-group" data-variant="card" style={{ maxInlineSize: '28rem' }}>
      <RadioCard {...args} id="a" />
      <RadioCard {...args} id="b" checked readOnly />
      <RadioCard {...args} id="c" disabled />
    </div>
  ),
};
