import type { ReactNode } from 'react';

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  /** Whether the browser is online (the host tracks `online`/`offline` events). */
  online: boolean;
  /** The message shown while offline (e.g. "You are offline. Check your connection."). */
  message: ReactNode;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A banner announced politely when the browser goes offline; renders an empty live region while online. */
export function OfflineBanner({ online, message, 'data-testid': testId }: OfflineBannerProps) {
  return (
    <div className="ck-offline" role="status" data-state={online ? 'online' : 'offline'} data-testid={testId}>
      {online ? null : (
        <p className="ck-offline__message">
          <span className="ck-offline__icon" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
