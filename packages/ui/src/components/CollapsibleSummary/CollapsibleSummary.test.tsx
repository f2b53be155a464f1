import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { CollapsibleSummary } from './CollapsibleSummary';

function renderSummary() {
  return render(
    <CollapsibleSummary label="Order summary" total="62,80 €" data-testid="summary">
      <p>Two lines</p>
    </CollapsibleSummary>,
  );
}

describe('CollapsibleSummary', () => {
  it('starts closed, with the total on the button that controls the content', () => {
    renderSummary();
    const toggle = screen.getByRole('button', { name: /Order summary/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('62,80 €');
    expect(screen.getByTestId('summary-total').textContent).toBe('62,80 €');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.textContent).toBe('Two lines');
    expect(screen.getByTestId('summary').dataset.state).toBe('closed');
  });

  it('opens and closes from the keyboard, Enter and Space', async () => {
    const user = userEvent.setup({ delay: null });
    renderSummary();
    const toggle = screen.getByTestId('summary-toggle');
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('summary').dataset.state).toBe('open');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = renderSummary();
    await expectNoAxeViolations(container);
    await userEvent.setup({ delay: null }).click(screen.getByTestId('summary-toggle'));
    await expectNoAxeViolations(container);
  });
});
