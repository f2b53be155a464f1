import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { fieldState } from '../Field/Field';

/** One choice of a {@link Combobox}. */
export interface ComboboxItem {
  id: string;
  /** What is shown and searched. */
  label: string;
  /** A leading visual such as a flag, hidden from assistive technology. Defaults to none. */
  icon?: ReactNode;
}

/** Props of {@link Combobox}. */
export interface ComboboxProps {
  label: ReactNode;
  items: readonly ComboboxItem[];
  /** The selected item id (controlled). */
  selectedId?: string | null;
  /** The initially selected item id (uncontrolled). Defaults to none. */
  defaultSelectedId?: string | null;
  onSelectionChange?: (id: string | null) => void;
  /** Accessible name of the button that opens the list (e.g. "Show countries"). */
  openLabel: string;
  /** Text shown when the search matches nothing. */
  emptyText: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced. Defaults to none. */
  error?: ReactNode;
  /** Placeholder text. Defaults to none. */
  placeholder?: string;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
  /** Makes the control read-only but focusable. Defaults to `false`. */
  readOnly?: boolean;
  /** Marks the control required (native `required`, visual asterisk). Defaults to `false`. */
  required?: boolean;
  /** Form field name. Defaults to none. */
  name?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * A searchable single choice (e.g. the country picker over 250 countries) built on react-aria-components: type to
 * filter, arrows to move, Enter to choose, Escape to close; label, hint and error are wired by the primitive.
 */
export function Combobox({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  openLabel,
  emptyText,
  hint,
  error,
  placeholder,
  disabled,
  readOnly,
  required,
  name,
  'data-testid': testId,
}: ComboboxProps) {
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <ComboBox
      className="ck-field ck-combobox"
      data-testid={testId}
      data-state={fieldState(invalid, disabled, readOnly)}
      defaultItems={items}
      {...(selectedId !== undefined ? { selectedKey: selectedId } : {})}
      {...(defaultSelectedId !== undefined ? { defaultSelectedKey: defaultSelectedId } : {})}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isInvalid={invalid}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isRequired={required}
      name={name}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="ck-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <div className="ck-field__row ck-combobox__row">
        <Input className="ck-input" placeholder={placeholder} />
        <AriaButton className="ck-combobox__toggle" aria-label={openLabel}>
          <span aria-hidden="true" className="ck-chevron" />
        </AriaButton>
      </div>
      {hint ? (
        <Text slot="description" className="ck-field__hint">
          {hint}
        </Text>
      ) : null}
      <div aria-live="polite">
        {invalid ? (
          <Text slot="errorMessage" className="ck-field__error">
            {error}
          </Text>
        ) : null}
      </div>
      <Popover className="ck-popover ck-combobox__popover" offset={4}>
        <ListBox className="ck-listbox" renderEmptyState={() => <div className="ck-listbox__empty">{emptyText}</div>}>
          {(item: ComboboxItem) => (
            <ListBoxItem id={item.id} textValue={item.label} className="ck-listbox__item">
              {item.icon ? (
                <span aria-hidden="true" className="ck-listbox__icon">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
