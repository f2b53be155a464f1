import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { TextField } from './TextField';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextField label="Email" type="email" value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('TextField', () => {
  it('wires the label, the hint and the error to the input', () => {
    render(<TextField label="Email" hint="For the receipt" error="Email is required" data-testid="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['For the receipt', 'Email is required']);
    expect(screen.getByTestId('email').dataset.state).toBe('invalid');
  });

  it('keeps the error region live and empty while there is no error', () => {
    render(<TextField label="Email" id="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    const region = document.getElementById('email-error');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
  });

  it('is reached with Tab and takes typed text', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    await user.tab();
    await user.keyboard('ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
  });

  it.each([
    [{ disabled: true }, 'disabled'],
    [{ readOnly: true }, 'read-only'],
    [{ error: 'Wrong' }, 'invalid'],
    [{}, 'default'],
  ])('exposes %j as data-state %s', (props, state) => {
    render(<TextField label="City" data-testid="city" {...props} />);
    expect(screen.getByTestId('city').dataset.state).toBe(state);
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <TextField label="A" />
        <TextField label="B" hint="Hint" required />
        <TextField label="C" error="Error" />
        <TextField label="D" disabled />
        <TextField label="E" readOnly value="x" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
