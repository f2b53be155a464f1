import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  it('keeps an empty live region online and fills it when the browser goes offline', () => {
    const { rerender } = render(<OfflineBanner online message="You are offline" />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(region.dataset.state).toBe('online');
    rerender(<OfflineBanner online={false} message="You are offline" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('You are offline');
    expect(region.dataset.state).toBe('offline');
  });

  it('has no axe violations offline', async () => {
    const { container } = render(<OfflineBanner online={false} message="You are offline" />);
    await expectNoAxeViolations(container);
  });
});
