import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { StatusChip, type StatusTone } from './StatusChip';

describe('StatusChip', () => {
  it.each(['success', 'warning', 'error', 'info', 'neutral'] satisfies StatusTone[])(
    'exposes the %s tone and the raw status',
    async (tone) => {
      const { container } = render(
        <StatusChip tone={tone} status="active" data-testid="chip">
          Active
        </StatusChip>,
      );
      const chip = screen.getByTestId('chip');
      expect(chip.dataset.tone).toBe(tone);
      expect(chip.dataset.status).toBe('active');
      await expectNoAxeViolations(container);
    },
  );
});
