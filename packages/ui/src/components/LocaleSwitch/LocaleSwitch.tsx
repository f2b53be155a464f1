import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react';

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
  /** Accessible name of the summary and the list (e.g. "Change language"); the summary adds the current code. */
  label: string;
  /** Test id on the `summary`, the element to click. Defaults to none. */
  'data-testid'?: string;
}

/**
 * A native disclosure (`details`/`summary`, whose expanded state the browser exposes) showing the current locale
 * and opening a list of language buttons, the current one marked `aria-current`; choosing one or Escape closes it,
 * and so does a press outside it or focus moving on past it (then focus stays where the shopper put it).
 */
export function LocaleSwitch({ locales, current, onChange, label, 'data-testid': testId }: LocaleSwitchProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // `open` stays the browser's: closing sets the property, so React never fights the summary's own toggle.
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
    summaryRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.preventDefault();
    close();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) event.currentTarget.open = false;
  };
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);
  return (
    <details ref={detailsRef} className="ck-locale-switch" onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary ref={summaryRef} className="ck-locale-switch__summary" data-testid={testId}>
        <span aria-hidden="true" className="ck-locale-switch__globe" />
        {/* The name holds the visible code too (WCAG 2.5.3), e.g. "Change language: EN". */}
        <span className="ck-visually-hidden">{`${label}: `}</span>
        <span lang={current}>{current.toUpperCase()}</span>
      </summary>
      <ul className="ck-popover ck-locale-switch__list" aria-label={label}>
        {locales.map((locale) => (
          <li key={locale.code}>
            <button
              type="button"
              className="ck-locale-switch__item"
              lang={locale.code}
              aria-current={locale.code === current ? 'true' : undefined}
              onClick={() => {
                close();
                onChange(locale.code);
              }}
            >
              {locale.label}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
