import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { en, storyEnv } from '../../../.storybook/storyEnv';
import { DeliverySlotPicker, type DeliverySlotPickerProps } from './DeliverySlotPicker';

const isoDates = ['2026-12-01', '2026-12-02', '2026-12-03'];
const slots = [
  { value: '08-12', label: '08:00–12:00' },
  { value: '12-18', label: '12:00–18:00' },
];

function Stateful(props: DeliverySlotPickerProps) {
  const [date, setDate] = useState(props.selectedDate);
  const [slot, setSlot] = useState(props.selectedSlot);
  return (
    <DeliverySlotPicker
      {...props}
      slots={date ? props.slots : []}
      selectedDate={date}
      selectedSlot={slot}
      onDateChange={setDate}
      onSlotChange={setSlot}
    />
  );
}

const meta = {
  title: 'Forms/DeliverySlotPicker',
  component: DeliverySlotPicker,
  args: {
    dateLegend: en.deliveryDate,
    slotLegend: en.timeSlot,
    emptyText: en.noDates,
    dates: isoDates.map((value) => ({ value, label: value })),
    slots,
    selectedDate: null,
    selectedSlot: null,
    onDateChange: () => undefined,
    onSlotChange: () => undefined,
  },
  render: (args, { globals }) => {
    const { t, locale } = storyEnv(globals);
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const dates =
      args.dates.length === 0 ? [] : isoDates.map((value) => ({ value, label: format.format(new Date(value)) }));
    return (
      <div style={{ maxInlineSize: '28rem' }}>
        <Stateful {...args} dates={dates} dateLegend={t.deliveryDate} slotLegend={t.timeSlot} emptyText={t.noDates} />
      </div>
    );
  },
} satisfies Meta<typeof DeliverySlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DateChosen: Story = { args: { selectedDate: '2026-12-02', selectedSlot: '08-12' } };
export const NoDates: Story = { args: { dates: [] } };
export const AllStates: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {meta.render({ ...args, name: 'a' }, context)}
      {meta.render({ ...args, name: 'b', selectedDate: '2026-12-02', selectedSlot: '08-12' }, context)}
      {meta.render({ ...args, name: 'c', dates: [] }, context)}
    </div>
  ),
};
