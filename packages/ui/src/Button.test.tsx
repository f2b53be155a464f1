import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('renders a native button that does not submit forms by default', () => {
    render(<Button>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.variant).toBe('primary');
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
});
