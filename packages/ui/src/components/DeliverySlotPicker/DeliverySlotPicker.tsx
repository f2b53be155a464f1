import type { ReactNode } from 'react';
import { RadioGroup, type RadioOption } from '../RadioGroup/RadioGroup';

/** One selectable date or time slot, its label already localised. */
export interface DeliveryOption {
  value: string;
  label: ReactNode;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
}

/** Props of {@link DeliverySlotPicker}. */
export interface DeliverySlotPickerProps {
  dateLegend: ReactNode;
  slotLegend: ReactNode;
  dates: readonly DeliveryOption[];
  /** Time slots of the selected date; the slot group is hidden when empty. */
  slots: readonly DeliveryOption[];
  selectedDate: string | null;
  selectedSlot: string | null;
  onDateChange: (value: string) => void;
  onSlotChange: (value: string) => void;
  /** Text shown when no date is available. */
  emptyText: ReactNode;
  /** Name prefix of the radios. Defaults to `'delivery'`. */
  name?: string;
  /** Error message; marks the control invalid and is announced. Defaults to none. */
  error?: ReactNode;
  /** Marks the date required (native `required`, the visual asterisk of every required field). Defaults to `false`. */
  required?: boolean;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** The delivery date and time-slot choice as two radio groups (dates as cards), fed by the availability call. */
export function DeliverySlotPicker({
  dateLegend,
  slotLegend,
  dates,
  slots,
  selectedDate,
  selectedSlot,
  onDateChange,
  onSlotChange,
  emptyText,
  name = 'delivery',
  error,
  required = false,
  'data-testid': testId,
}: DeliverySlotPickerProps) {
  const toOptions = (options: readonly DeliveryOption[]): RadioOption[] =>
    options.map(({ value, label, disabled }) => ({ value, label, disabled }));
  return (
    <div className="ck-delivery" data-testid={testId} data-state={dates.length === 0 ? 'empty' : 'default'}>
      {dates.length === 0 ? (
        <p className="ck-delivery__empty">{emptyText}</p>
      ) : (
        <RadioGroup
          legend={dateLegend}
          name={`${name}-date`}
          variant="card"
          options={toOptions(dates)}
          value={selectedDate}
          onChange={onDateChange}
          error={error}
          required={required}
        />
      )}
      {slots.length > 0 ? (
        <RadioGroup
          legend={slotLegend}
          name={`${name}-slot`}
          options={toOptions(slots)}
          value={selectedSlot}
          onChange={onSlotChange}
        />
      ) : null}
    </div>
  );
}
