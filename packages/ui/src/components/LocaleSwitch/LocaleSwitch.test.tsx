import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { LocaleSwitch } from './LocaleSwitch';

const LOCALES = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
];

describe('LocaleSwitch', () => {
  it('opens the locale menu from the keyboard and switches with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocaleSwitch locales={LOCALES} current="en" onChange={onChange} label="Change language" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Change language:\s*EN$/ }));
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /Change language/ });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Deutsch', 'English', 'Français']);
    expect(items[1]?.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('fr');
  });

  it('closes with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<LocaleSwitch locales={LOCALES} current="en" onChange={() => undefined} label="Change language" />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Change language:\s*EN$/ })),
    );
  });

  it('has no axe violations closed and open', async () => {
    const user = userEvent.setup();
    render(<LocaleSwitch locales={LOCALES} current="en" onChange={() => undefined} label="Change language" />);
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button'));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });
});
