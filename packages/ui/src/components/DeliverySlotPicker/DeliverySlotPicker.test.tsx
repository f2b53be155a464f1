import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/expectNoAxeViolations';
import { DeliverySlotPicker } from './DeliverySlotPicker';

const DATES = [
  { value: '2026-12-01', label: 'Tue, 1 Dec' },
  { value: '2026-12-02', label: 'Wed, 2 Dec' },
];
const SLOTS = [
  { value: 'morning', label: '08:00–12:00' },
  { value: 'afternoon', label: '12:00–18:00' },
];

function Controlled() {
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <DeliverySlotPicker
      dateLegend="Delivery date"
      slotLegend="Time slot"
      dates={DATES}
      slots={date ? SLOTS : []}
      selectedDate={date}
      selectedSlot={slot}
      onDateChange={setDate}
      onSlotChange={setSlot}
      emptyText="No delivery dates available"
    />
  );
}

describe('DeliverySlotPicker', () => {
  it('chooses a date and then a slot with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Tue, 1 Dec' })).toHaveProperty('checked', true);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '08:00–12:00' })).toHaveProperty('checked', true);
  });

  it('shows the empty text when no date is available', () => {
    render(
      <DeliverySlotPicker
        dateLegend="Delivery date"
        slotLegend="Time slot"
        dates={[]}
        slots={[]}
        selectedDate={null}
        selectedSlot={null}
        onDateChange={() => undefined}
        onSlotChange={() => undefined}
        emptyText="No delivery dates available"
        data-testid="delivery"
      />,
    );
    expect(screen.getByTestId('delivery').dataset.state).toBe('empty');
    expect(screen.getByText('No delivery dates available')).toBeTruthy();
  });

  it('marks a required date with the asterisk and native `required`, the group still named by its legend', () => {
    render(
      <DeliverySlotPicker
        dateLegend="Delivery date"
        slotLegend="Time slot"
        dates={DATES}
        slots={[]}
        selectedDate={null}
        selectedSlot={null}
        onDateChange={() => undefined}
        onSlotChange={() => undefined}
        emptyText="No delivery dates available"
        required
      />,
    );
    const group = screen.getByRole('group', { name: 'Delivery date' });
    expect(group.querySelector('legend [aria-hidden="true"]')?.textContent).toBe(' *');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('required', true);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Controlled />);
    await expectNoAxeViolations(container);
  });
});
