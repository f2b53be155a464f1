import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('accepts several lines from the keyboard and wires its error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<TextArea label="Notes" error="Too long" />);
    await user.tab();
    await user.keyboard('Ring twice{Enter}Back door');
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveProperty('value', 'Ring twice\nBack door');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextArea label="Notes" hint="Optional" />);
    await expectNoAxeViolations(container);
  });
});
