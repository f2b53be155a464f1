import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { DateField } from './DateField';

describe('DateField', () => {
  it('renders a native date input with its bounds and reports changes', () => {
    const onChange = vi.fn();
    render(<DateField label="Date of birth" min="1900-01-01" max="2010-12-31" onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('1900-01-01');
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and described by its error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DateField label="Date of birth" error="Invalid date" />);
    await user.tab();
    const input = screen.getByLabelText('Date of birth');
    expect(document.activeElement).toBe(input);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid date');
  });

  it('has no axe violations with an error', async () => {
    const { container } = render(<DateField label="Date of birth" error="Invalid date" />);
    await expectNoAxeViolations(container);
  });
});
