import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { VoucherField, type VoucherFieldProps } from './VoucherField';

function Demo({ globals, ...args }: VoucherFieldProps & { globals: Record<string, unknown> }) {
  const { t } = storyEnv(globals);
  const [applied, setApplied] = useState(args.appliedCode);
  return (
    <div style={{ maxInlineSize: '24rem' }}>
      <VoucherField
        {...args}
        label={t.voucher}
        applyLabel={t.apply}
        removeLabel={t.removeVoucher}
        loadingLabel={t.processing}
        appliedCode={applied}
        appliedText={applied ? '−10 %' : undefined}
        error={args.error ? t.invalidVoucher : undefined}
        onApply={(code) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              setApplied(code || null);
              resolve();
            }, 600),
          )
        }
        onRemove={() => setApplied(null)}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/VoucherField',
  component: VoucherField,
  args: {
    label: en.voucher,
    applyLabel: en.apply,
    removeLabel: en.removeVoucher,
    appliedCode: null,
    onApply: () => undefined,
    onRemove: () => undefined,
  },
  render: (args, { globals }) => <Demo {...args} globals={globals} />,
} satisfies Meta<typeof VoucherField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: en.invalidVoucher } };
export const Loading: Story = { args: { loading: true } };
export const Applied: Story = { args: { appliedCode: 'SPRING10' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {meta.render({ ...args, id: 'v1' }, context)}
      {meta.render({ ...args, id: 'v2', error: en.invalidVoucher }, context)}
      {meta.render({ ...args, id: 'v3', loading: true }, context)}
      {meta.render({ ...args, id: 'v4', appliedCode: 'SPRING10' }, context)}
    </div>
  ),
};
