import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Panels } from './Panels';

describe('Panels', () => {
  it('applies valid merchant backgrounds with a readable text colour', () => {
    render(<Panels left="Form" right="Cart" leftBackground="#1A237E" rightLabel="Summary" leftLabel="Details" />);
    const left = screen.getByRole('region', { name: 'Details' });
    expect(left.style.getPropertyValue('--ck-panel-background')).toBe('#1a237e');
    expect(left.style.getPropertyValue('--ck-panel-color')).toBe('#ffffff');
  });

  it.each(['red;background:url(//evil)', 'var(--x)', '}</style>'])('ignores the malicious background %s', (value) => {
    render(<Panels left="Form" right="Cart" rightBackground={value} rightLabel="Summary" />);
    expect(screen.getByRole('region', { name: 'Summary' }).getAttribute('style')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Panels left={<p>Form</p>} right={<p>Cart</p>} leftLabel="Details" rightLabel="Summary" />,
    );
    await expectNoAxeViolations(container);
  });
});
