import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Panels } from './Panels';

describe('Panels', () => {
  it('names its two regions and sets no style of its own', () => {
    render(<Panels left="Form" right="Cart" leftLabel="Details" rightLabel="Summary" />);
    for (const name of ['Details', 'Summary']) {
      const region = screen.getByRole('region', { name });
      expect(region.getAttribute('style')).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toBe('Form');
  });

  it('puts the right panel first in the document when asked, so it is read and tabbed to first', () => {
    render(
      <Panels left="Form" right="Cart" leftLabel="Details" rightLabel="Summary" rightFirst data-testid="panels" />,
    );
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Summary', 'Details']);
    expect(screen.getByTestId('panels').dataset.order).toBe('right-first');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Panels left={<p>Form</p>} right={<p>Cart</p>} leftLabel="Details" rightLabel="Summary" />,
    );
    await expectNoAxeViolations(container);
  });
});
