import { Button, type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/** A locale the switch offers. */
export interface LocaleOption {
  /** The locale code, e.g. `de`. */
  code: string;
  /** The language's own name, e.g. `Deutsch`. */
  label: string;
}

/** Props of {@link LocaleSwitch}. */
export interface LocaleSwitchProps {
  locales: readonly LocaleOption[];
  /** The current locale code. */
  current: string;
  onChange: (code: string) => void;
  /** Accessible name of the trigger and the menu (e.g. "Change language"); the trigger adds the current code. */
  label: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * A button showing the current locale that opens an overlay menu of the available locales (react-aria-components
 * `MenuTrigger`: Enter/Space/arrows open it, arrows move, Enter picks, Escape closes and returns focus).
 */
export function LocaleSwitch({ locales, current, onChange, label, 'data-testid': testId }: LocaleSwitchProps) {
  return (
    <MenuTrigger>
      <Button className="ck-locale-switch" data-testid={testId}>
        <span aria-hidden="true" className="ck-locale-switch__globe" />
        {/* The name holds the visible code too (WCAG 2.5.3), e.g. "Change language: EN". */}
        <span className="ck-visually-hidden">{`${label}: `}</span>
        <span lang={current}>{current.toUpperCase()}</span>
      </Button>
      <Popover className="ck-popover" placement="bottom end" offset={4}>
        <Menu
          className="ck-listbox"
          aria-label={label}
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key: Key) => onChange(String(key))}
        >
          {locales.map((locale) => (
            <MenuItem
              key={locale.code}
              id={locale.code}
              textValue={locale.label}
              className="ck-listbox__item"
              lang={locale.code}
            >
              {locale.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
