import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: en.notes },
  render: (args, { globals }) => {
    const { t } = storyEnv(globals);
    return <TextArea {...args} label={t.notes} error={args.error ? t.required : undefined} />;
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.required } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '2nd floor, ring twice' } };

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const { t } = storyEnv(globals);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
        <TextArea label={t.notes} />
        <TextArea label={t.notes} error={t.required} />
        <TextArea label={t.notes} disabled />
        <TextArea label={t.notes} readOnly defaultValue="2nd floor, ring twice" />
      </div>
    );
  },
};
