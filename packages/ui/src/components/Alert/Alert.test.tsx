import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Alert, type AlertType } from './Alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('renders %s as a %s live region', (type, role) => {
    render(<Alert type={type} messages="Something happened" />);
    expect(screen.getByRole(role).dataset.type).toBe(type);
  });

  it('joins several messages with line breaks', () => {
    render(<Alert type="error" messages={['First name is required', 'Email is required']} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('br')).toHaveLength(1);
    expect(alert.querySelector('.ck-alert__messages')?.textContent).toBe('First name is requiredEmail is required');
  });

  it('is dismissed with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(<Alert type="info" messages="Saved" onDismiss={onDismiss} dismissLabel="Close" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each(['error', 'warning', 'info', 'success'] satisfies AlertType[])(
    'has no axe violations as %s',
    async (type) => {
      const { container } = render(
        <Alert type={type} title="Title" messages={['A', 'B']} onDismiss={() => undefined} dismissLabel="Close" />,
      );
      await expectNoAxeViolations(container);
    },
  );
});
