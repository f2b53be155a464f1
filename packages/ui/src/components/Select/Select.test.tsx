import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { Select } from './Select';

const OPTIONS = [
  { value: 'mr', label: 'Mr' },
  { value: 'ms', label: 'Ms' },
  { value: 'mx', label: 'Mx', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Title"
      placeholder="Choose"
      options={OPTIONS}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('Select', () => {
  it('is chosen with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toBe(document.activeElement);
    await user.selectOptions(select, 'ms');
    expect(select).toHaveProperty('value', 'ms');
  });

  it('marks itself invalid with a described error', () => {
    render(<Select label="Title" options={OPTIONS} error="Choose a title" />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a title');
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <Select label="A" options={OPTIONS} />
        <Select label="B" options={OPTIONS} error="Error" hint="Hint" />
        <Select label="C" options={OPTIONS} disabled />
        <Select label="D" options={OPTIONS} readOnly value="mr" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
  it('sends only the chosen option in the server’s HTML and lists them all once hydrated', async () => {
    const select = <Select label="Title" placeholder="Choose" options={OPTIONS} value="ms" onChange={() => {}} />;
    const html = renderToString(select);
    expect(html.match(/<option/g)).toHaveLength(2);
    expect(html).toContain('>Ms</option>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, select, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect([...container.querySelectorAll('option')].map((option) => option.value)).toEqual(['', 'mr', 'ms', 'mx']);
    expect(container.querySelector('select')?.value).toBe('ms');
    container.remove();
  });
});
