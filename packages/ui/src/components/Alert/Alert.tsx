import { Fragment, type ReactNode } from 'react';

/** The four alert types of the checkout (spec §8). */
export type AlertType = 'error' | 'warning' | 'info' | 'success';

/** Props of {@link Alert}. */
export interface AlertProps {
  type: AlertType;
  /** One message, or several shown joined with line breaks. */
  messages: string | readonly string[];
  /** A heading above the messages. Defaults to none. */
  title?: ReactNode;
  /** Shows a dismiss button calling this. Defaults to none. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button (e.g. "Close"). Required with `onDismiss`. */
  dismissLabel?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/**
 * A message box; errors and warnings are `role="alert"` (announced at once), info and success `role="status"`
 * (announced politely); several messages are joined with line breaks.
 */
export function Alert({ type, messages, title, onDismiss, dismissLabel, 'data-testid': testId }: AlertProps) {
  const lines = typeof messages === 'string' ? [messages] : messages;
  return (
    <div
      className="ck-alert"
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      data-type={type}
      data-state={type}
      data-testid={testId}
    >
      <span className="ck-alert__icon" aria-hidden="true" />
      <div className="ck-alert__body">
        {title ? <p className="ck-alert__title">{title}</p> : null}
        <p className="ck-alert__messages">
          {lines.map((line, index) => (
            // Messages may repeat, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: messages are static text joined in order.
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      </div>
      {onDismiss ? (
        <button type="button" className="ck-alert__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
