import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { PhoneField } from './PhoneField';

const COUNTRIES = [
  { alpha2: 'DE', name: 'Germany', dialCode: '+49' },
  { alpha2: 'NL', name: 'Netherlands', dialCode: '+31' },
];

/** The props every uncontrolled case shares. */
const fixed = {
  label: 'Phone',
  countryLabel: 'Country code',
  countries: COUNTRIES,
  country: 'DE',
  onCountryChange: () => undefined,
  onNumberChange: () => undefined,
};

function Controlled({ onCountryChange }: { onCountryChange: (alpha2: string) => void }) {
  const [country, setCountry] = useState('DE');
  const [number, setNumber] = useState('');
  return (
    <PhoneField
      label="Phone"
      countryLabel="Country code"
      countries={COUNTRIES}
      country={country}
      onCountryChange={(value) => {
        setCountry(value);
        onCountryChange(value);
      }}
      number={number}
      onNumberChange={setNumber}
    />
  );
}

describe('PhoneField', () => {
  it('takes a dial code and a number with the keyboard only', async () => {
    const user = userEvent.setup({ delay: null });
    const onCountryChange = vi.fn();
    render(<Controlled onCountryChange={onCountryChange} />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toBe(document.activeElement);
    await user.selectOptions(select, 'NL');
    expect(onCountryChange).toHaveBeenCalledWith('NL');
    await user.tab();
    await user.keyboard('612345678');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '612345678');
  });

  it('groups both controls under the label and wires the error to the number', () => {
    render(<PhoneField {...fixed} number="1" error="Invalid phone number" />);
    expect(screen.getByRole('group', { name: 'Phone' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid phone number',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Controlled onCountryChange={() => undefined} />);
    await expectNoAxeViolations(container);
  });

  it('calls onBlur once focus leaves the field, not when it moves from the dial code to the number', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <PhoneField {...fixed} number="" onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Country code'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen code and dial code in full when closed, the country names in its list', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled onCountryChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    const display = select.parentElement?.querySelector('.ck-phone__display');
    expect(display?.textContent).toBe('DE +49');
    expect(display?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('option', { name: '+31 Netherlands' })).toBeTruthy();
    await user.selectOptions(select, 'NL');
    expect(display?.textContent).toBe('NL +31');
  });
  it('sends only the chosen country in the server’s HTML and lists them all once hydrated', async () => {
    const field = <PhoneField {...fixed} number="" />;
    const html = renderToString(field);
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain('+49 Germany');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, field, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('option')].map((option) => option.value)).toEqual(['DE', 'NL']);
    expect(container.querySelector('select')?.value).toBe('DE');
    container.remove();
  });
});
