import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { VoucherField, type VoucherFieldProps } from './VoucherField';

const base: VoucherFieldProps = {
  label: 'Voucher',
  applyLabel: 'Apply',
  removeLabel: (code) => `Remove voucher ${code}`,
  appliedCode: null,
  onApply: () => undefined,
  onRemove: () => undefined,
};

describe('VoucherField', () => {
  it('applies the trimmed code with Enter or the button', async () => {
    const user = userEvent.setup({ delay: null });
    const onApply = vi.fn();
    render(<VoucherField {...base} onApply={onApply} />);
    await user.tab();
    await user.keyboard('  SPRING10 {Enter}');
    expect(onApply).toHaveBeenLastCalledWith('SPRING10');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows an applied code with a named remove button', async () => {
    const user = userEvent.setup({ delay: null });
    const onRemove = vi.fn();
    render(
      <VoucherField {...base} appliedCode="SPRING10" appliedText="−10 %" onRemove={onRemove} data-testid="voucher" />,
    );
    expect(screen.getByTestId('voucher').dataset.state).toBe('applied');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove voucher SPRING10' }));
  });

  it('wires the error to the input', () => {
    render(<VoucherField {...base} error="please insert voucher" />);
    const input = screen.getByRole('textbox', { name: 'Voucher' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations in every state', async () => {
    const { container } = render(
      <div>
        <VoucherField {...base} />
        <VoucherField {...base} label="Voucher 2" error="Invalid voucher" />
        <VoucherField {...base} label="Voucher 3" loading loadingLabel="Applying" />
        <VoucherField {...base} appliedCode="SPRING10" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
