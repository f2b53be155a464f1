import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const group = (error?: string) => (
  <CheckboxGroup legend="Consents" error={error} data-testid="consents">
    <Checkbox label="Terms" />
    <Checkbox label="Privacy" />
  </CheckboxGroup>
);

describe('CheckboxGroup', () => {
  it('names the group by its legend and moves through its boxes with Tab', async () => {
    const user = userEvent.setup({ delay: null });
    render(group());
    expect(screen.getByRole('group', { name: 'Consents' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Privacy' }));
  });

  it('describes the group with its error', () => {
    render(group('Accept all checkboxes'));
    const fieldset = screen.getByRole('group', { name: 'Consents' });
    expect(document.getElementById(fieldset.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Accept all checkboxes',
    );
    expect(screen.getByTestId('consents').dataset.state).toBe('invalid');
  });

  it('has no axe violations', async () => {
    const { container } = render(group('Accept all checkboxes'));
    await expectNoAxeViolations(container);
  });
});
