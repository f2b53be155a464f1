import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAddressFields } from './renderAddressFields';

/** The `<select>` a test id names (the id sits on the select or on its field). */
const selectIn = (element: HTMLElement) =>
  (element instanceof HTMLSelectElement ? element : element.querySelector('select')) as HTMLSelectElement;

describe('AddressFields', () => {
  it('asks for no region where the reference data has none', async () => {
    renderAddressFields('DE');
    await screen.findByLabelText(/Postal code/i);
    expect(screen.queryByTestId('billing-region')).toBeNull();
  });

  it('lists the regions of a country once their tables are imported, and derives one from a ZIP code', async () => {
    const onChange = vi.fn();
    renderAddressFields('US', onChange);
    const region = selectIn(await screen.findByTestId('billing-region'));
    await expect.poll(() => region.disabled).toBe(false);
    expect(region.querySelector('option[value="MI"]')?.textContent).toBe('Michigan');
    await userEvent.type(screen.getByLabelText(/Postal code/i), '48201', { delay: null });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ postal_code: '48201', region: 'MI' }));
  });

  it('shows the region list when the shopper switches to a country that has one', async () => {
    renderAddressFields('DE');
    await userEvent.selectOptions(selectIn(await screen.findByTestId('billing-address-country')), 'US');
    await expect
      .poll(() => selectIn(screen.getByTestId('billing-region')).querySelector('option[value="CA"]')?.textContent)
      .toBe('California');
  });

  it('writes a postal code typed in lower case in capitals once the shopper leaves the field', async () => {
    const onChange = vi.fn();
    renderAddressFields('CA', onChange);
    const postcode = (await screen.findByLabelText(/Postal code/i)) as HTMLInputElement;
    await userEvent.type(postcode, 'k1a0b1', { delay: null });
    expect(postcode.value).toBe('k1a0b1');
    await userEvent.tab();
    expect(postcode.value).toBe('K1A 0B1');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ postal_code: 'K1A 0B1' }));
  });
});
