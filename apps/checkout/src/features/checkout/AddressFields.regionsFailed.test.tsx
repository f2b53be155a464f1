import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAddressFields } from './renderAddressFields';

// The chunk of the region tables cannot be fetched (a deploy replaced it, the network dropped).
vi.mock('./regionData', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AddressFields without its region tables', () => {
  it('asks for the region as free text', async () => {
    renderAddressFields('US');
    const region = await screen.findByRole('textbox', { name: /region/i });
    expect(region.getAttribute('autocomplete')).toBe('billing address-level1');
    await userEvent.type(region, 'Michigan', { delay: null });
    expect((region as HTMLInputElement).value).toBe('Michigan');
    expect(screen.queryByRole('combobox', { name: /region/i })).toBeNull();
  });
});
