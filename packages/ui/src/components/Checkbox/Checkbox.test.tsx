import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Checkbox } from './Checkbox';

const terms = (
  <>
    I accept the <a href="#terms">terms and conditions</a>
  </>
);

describe('Checkbox', () => {
  it('toggles with Space and keeps the link inside its label separately focusable', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Checkbox label={terms} onChange={onChange} />);
    await user.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(checkbox).toBe(document.activeElement);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'terms and conditions' }));
  });

  it('wires its error and exposes the state', () => {
    render(<Checkbox label="Newsletter" error="Please accept" data-testid="box" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please accept');
    expect(screen.getByTestId('box').dataset.state).toBe('invalid');
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <Checkbox label={terms} />
        <Checkbox label="B" defaultChecked hint="Hint" />
        <Checkbox label="C" error="Error" required />
        <Checkbox label="D" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
