import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Combobox, type ComboboxItem } from './Combobox';

// Every region code ICU names (about 250, like the country picker): the size and the search matter here.
const names = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRIES: ComboboxItem[] = [];
for (let a = 65; a <= 90; a += 1) {
  for (let b = 65; b <= 90; b += 1) {
    const code = String.fromCharCode(a, b);
    const name = names.of(code);
    if (name && name !== code) COUNTRIES.push({ id: code, label: `${name} (${code})` });
  }
}

const renderPicker = (props: Partial<Parameters<typeof Combobox>[0]> = {}) =>
  render(
    <Combobox label="Country" items={COUNTRIES} openLabel="Show countries" emptyText="No country found" {...props} />,
  );

describe('Combobox', () => {
  it('builds a list of about 250 countries', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it('filters 250 countries as the shopper types and picks one with the keyboard only', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectionChange = vi.fn();
    renderPicker({ onSelectionChange });
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toBe(document.activeElement);
    await user.keyboard('swed');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sweden (SE)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('SE');
    expect(input).toHaveProperty('value', 'Sweden (SE)');
  });

  it('opens with Alt+ArrowDown, moves with arrows and closes with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectionChange = vi.fn();
    renderPicker({ onSelectionChange });
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('shows the empty text when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.tab();
    await user.keyboard('zzzzz');
    expect((await screen.findByRole('listbox')).textContent).toContain('No country found');
  });

  it('wires hint and error to the input', () => {
    renderPicker({ hint: 'Where we ship', error: 'Country is required' });
    const input = screen.getByRole('combobox', { name: 'Country' });
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Where we ship');
    expect(described).toContain('Country is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations closed, invalid and disabled', async () => {
    const { container } = render(
      <div>
        <Combobox label="A" items={COUNTRIES} openLabel="Show A" emptyText="None" />
        <Combobox label="B" items={COUNTRIES} openLabel="Show B" emptyText="None" error="Required" hint="Hint" />
        <Combobox label="C" items={COUNTRIES} openLabel="Show C" emptyText="None" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
