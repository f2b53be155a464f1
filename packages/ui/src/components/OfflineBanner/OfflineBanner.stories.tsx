import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { online: false, message: en.offline },
  render: (args, { globals }) => <OfflineBanner {...args} message={storyEnv(globals).t.offline} />,
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
/** Online the banner is an empty live region. */
export const Online: Story = { args: { online: true } };
export const AllStates: Story = {};
