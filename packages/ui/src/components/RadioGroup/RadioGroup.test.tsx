import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { RadioGroup, type RadioOption } from './RadioGroup';

const METHODS: RadioOption[] = [
  { value: 'standard', label: 'Standard', description: '3–5 days', aside: '€4.90' },
  { value: 'express', label: 'Express', description: 'Tomorrow', aside: '€9.90' },
  { value: 'pickup', label: 'Pick-up', disabled: true },
];

function Controlled({ variant }: { variant: 'list' | 'card' }) {
  const [value, setValue] = useState<string | null>('standard');
  return (
    <RadioGroup
      legend="Shipping"
      name="shipping"
      variant={variant}
      options={METHODS}
      value={value}
      onChange={setValue}
    />
  );
}

describe('RadioGroup', () => {
  it.each(['list', 'card'] as const)('moves the choice with arrow keys as %s', async (variant) => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled variant={variant} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Standard/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')?.dataset.state).toBe('checked');
  });

  it('describes each card with its description and the group with its error', () => {
    render(
      <RadioGroup
        legend="Payment"
        name="p"
        options={METHODS}
        value={null}
        onChange={() => undefined}
        error="Choose a payment method"
      />,
    );
    const express = screen.getByRole('radio', { name: /Express/ });
    expect(document.getElementById(express.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Tomorrow');
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a payment method',
    );
  });

  it.each(['list', 'card'] as const)('has no axe violations as %s', async (variant) => {
    const { container } = render(<Controlled variant={variant} />);
    await expectNoAxeViolations(container);
  });
});
