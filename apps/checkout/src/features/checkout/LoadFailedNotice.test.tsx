import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedNotice } from './LoadFailedNotice';

describe('LoadFailedNotice', () => {
  it('shows the message as an alert and loads again on "Try again"', async () => {
    const onRetry = vi.fn();
    render(
      <CheckoutIntlProvider locale="en">
        <LoadFailedNotice message="A server error occurred. Please try again later." onRetry={onRetry} />
      </CheckoutIntlProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('A server error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
