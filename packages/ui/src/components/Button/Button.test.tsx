import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Button } from './Button';

describe('Button', () => {
  it('renders a native button that does not submit forms by default', () => {
    render(<Button>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('primary');
    expect(button.dataset.state).toBe('idle');
  });

  it('calls onClick, and not when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Pay</Button>);
    fireEvent.click(screen.getByRole('button'));
    rerender(
      <Button onClick={onClick} disabled>
        Pay
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores a double click while the promise of the first click is pending', async () => {
    let resolve: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.dataset.state).toBe('loading');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    resolve();
    await expect.poll(() => button.dataset.state).toBe('idle');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('unlocks after a rejected click promise', async () => {
    const onClick = vi.fn(() => Promise.reject(new Error('declined')));
    render(<Button onClick={onClick}>Pay</Button>);
    fireEvent.click(screen.getByRole('button'));
    await expect.poll(() => screen.getByRole('button').dataset.state).toBe('idle');
  });

  it('ignores clicks and keyboard activation while loading but stays focusable', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingLabel="Processing">
        Pay
      </Button>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toBe(document.activeElement);
    await user.keyboard('{Enter} ');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.textContent).toContain('Processing');
  });

  it('is activated by Enter and Space', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it.each(['primary', 'secondary', 'text'] as const)(
    'has no axe violations as %s, loading and disabled',
    async (variant) => {
      const { container } = render(
        <div>
          <Button variant={variant}>Pay</Button>
          <Button variant={variant} loading loadingLabel="Processing">
            Pay
          </Button>
          <Button variant={variant} disabled>
            Pay
          </Button>
        </div>,
      );
      await expectNoAxeViolations(container);
    },
  );

  it('passes data-testid through', () => {
    render(<Button data-testid="pay-button">Pay</Button>);
    expect(screen.getByTestId('pay-button').tagName).toBe('BUTTON');
  });
});
