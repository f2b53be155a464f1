import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { legend: en.consents, children: null },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <CheckboxGroup {...args} legend={t.consents} error={args.error ? t.acceptAll : undefined}>
        <Checkbox
          label={
            <>
              {t.acceptThis} <a href="#terms">{t.readMore}</a>
            </>
          }
          required
        />
        <Checkbox label={t.sameAsBilling} />
      </CheckboxGroup>
    );
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.acceptAll } };
export const HiddenLegend: Story = { args: { hideLegend: true } };
export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {meta.render({ ...args }, context)}
      {meta.render({ ...args, error: en.acceptAll }, context)}
    </div>
  ),
};
