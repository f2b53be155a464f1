import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { variant: 'primary', children: en.pay, loadingLabel: en.processing },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <Button {...args} loadingLabel={t.processing}>
        {args.variant === 'primary' ? t.pay : args.variant === 'secondary' ? t.retry : t.back}
      </Button>
    );
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Text: Story = { args: { variant: 'text' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
/** The click handler returns a promise: further clicks are ignored for two seconds. */
export const AsyncClickGuard: Story = { args: { onClick: () => new Promise((resolve) => setTimeout(resolve, 2000)) } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    const variants = ['primary', 'secondary', 'text'] as const;
    return (
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: '1rem', alignItems: 'center' }}
      >
        {variants.map((variant) => (
          <div key={variant} style={{ display: 'contents' }}>
            <Button variant={variant}>{t.pay}</Button>
            <Button variant={variant} loading loadingLabel={t.processing}>
              {t.pay}
            </Button>
            <Button variant={variant} disabled>
              {t.pay}
            </Button>
          </div>
        ))}
      </div>
    );
  },
};
