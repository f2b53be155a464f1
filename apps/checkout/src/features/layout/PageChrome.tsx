import { isLocale, type Locale } from '@checkout/i18n';
import { useAvailableLocales, useLocale, useSwitchLocale } from '@checkout/i18n/react';
import { LocaleSwitch, OfflineBanner, ProgressBar } from '@checkout/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOnline } from '../../app/useOnline';
import { layoutMessages } from './layout.messages';
import { useDocumentTitle } from './useDocumentTitle';
import { useNavigationProgress } from './useNavigationProgress';

/** Props of {@link PageChrome}. */
export interface PageChromeProps {
  /** The language the URL asks for; while the shown one differs, the switch overlay is visible. */
  readonly requestedLocale: Locale;
  /** Whether to offer the locale switch. Defaults to `true`. */
  readonly localeSwitch?: boolean;
  readonly children: ReactNode;
}

/** The chrome around every page: the 2px progress bar, the offline banner, the locale switch and its overlay. */
export function PageChrome({ requestedLocale, localeSwitch = true, children }: PageChromeProps) {
  const intl = useIntl();
  const current = useLocale();
  const available = useAvailableLocales();
  const switchLocale = useSwitchLocale();
  const online = useOnline();
  const progress = useNavigationProgress();
  const switching = current !== requestedLocale;
  useDocumentTitle();
  return (
    <div className="app-shell" lang={current}>
      <ProgressBar status={progress} label={intl.formatMessage(layoutMessages.progress)} data-testid="progress-bar" />
      <OfflineBanner
        online={online}
        message={intl.formatMessage(layoutMessages.offline)}
        data-testid="offline-banner"
      />
      {localeSwitch && available.length > 1 ? (
        <div className="app-topbar">
          <LocaleSwitch
            data-testid="locale-switch"
            label={intl.formatMessage({ id: 'localeSwitch.label' })}
            current={current}
            locales={available.map((code) => ({ code, label: intl.formatMessage({ id: `localeName.${code}` }) }))}
            onChange={(code) => {
              if (isLocale(code) && code !== current) switchLocale(code);
            }}
          />
        </div>
      ) : null}
      <div className="app-main">{children}</div>
      {switching ? (
        <div className="app-overlay" data-testid="locale-switch-overlay" role="status">
          {intl.formatMessage(layoutMessages.switchingLocale)}
        </div>
      ) : null}
    </div>
  );
}
