import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: en.newsletter },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    const label = (
      <>
        {t.termsBefore} <a href="#terms">{t.termsLink}</a>
      </>
    );
    return <Checkbox {...args} label={label} error={args.error ? t.acceptAll : undefined} />;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A consent checkbox whose label holds a link to the terms. */
export const WithLinkInLabel: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: en.acceptAll, required: true } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Checkbox label={t.newsletter} />
        <Checkbox label={t.newsletter} defaultChecked />
        <Checkbox
          label={
            <>
              {t.termsBefore} <a href="#terms">{t.termsLink}</a>
            </>
          }
          required
          error={t.acceptAll}
        />
        <Checkbox label={t.newsletter} disabled />
        <Checkbox label={t.newsletter} disabled defaultChecked />
      </div>
    );
  },
};
