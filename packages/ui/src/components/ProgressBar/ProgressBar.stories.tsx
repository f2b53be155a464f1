import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { ProgressBar } from './ProgressBar';

// The bar itself is fixed to the top of the viewport; the frame gives the story some height.
const frame = { minBlockSize: '6rem', position: 'relative' } as const;

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { status: 'loading', label: en.loadingPage },
  render: (args, { globals }) => (
    <div style={frame}>
      <ProgressBar {...args} label={storyEnv(globals).t.loadingPage} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown 200 ms after loading starts, crawling over 5000 ms. */
export const Loading: Story = {};
/** Switch the status control to `done` or `failed` to see the finished and failed states hide after 500 ms. */
export const Idle: Story = { args: { status: 'idle' } };
export const AllStates: Story = {
  render: (args, { globals }) => (
    <div style={frame}>
      <ProgressBar {...args} status="loading" label={storyEnv(globals).t.loadingPage} />
    </div>
  ),
};
