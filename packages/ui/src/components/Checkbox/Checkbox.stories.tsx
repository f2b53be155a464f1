import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: en.sameAsBilling },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const label = (
      <>
        {t.acceptThis} <a href="#terms">{t.readMore}</a>
      </>
    );
    return <Checkbox {...args} label={label} error={args.error ? t.acceptAll : undefined} />;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required confirmation whose label holds a link to the merchant's text. */
export const WithLinkInLabel: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: en.acceptAll, required: true } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Checkbox label={t.sameAsBilling} />
        <Checkbox label={t.sameAsBilling} defaultChecked />
        <Checkbox
          label={
            <>
              {t.acceptThis} <a href="#terms">{t.readMore}</a>
            </>
          }
          required
          error={t.acceptAll}
        />
        <Checkbox label={t.sameAsBilling} disabled />
        <Checkbox label={t.sameAsBilling} disabled defaultChecked />
      </div>
    );
  },
};
