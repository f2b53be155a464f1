import { formatErrorMessages } from '@checkout/i18n';
import { Alert } from '@checkout/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNeededSoon } from '../../app/useNeededSoon';
import { type BotCheckConfig, checkBotCheckConfig } from './botCheckConfig';
import { checkoutMessages } from './checkout.messages';

/** Props of {@link BotCheck}. */
export interface BotCheckProps {
  readonly config: BotCheckConfig;
  /** Verifies a widget token with the platform (`POST /utils/verify-recaptcha`); resolves to whether it passed. */
  readonly verify: (token: string) => Promise<boolean>;
  /** Receives the verified token, or `null` when it expired or failed. */
  readonly onToken: (token: string | null) => void;
  readonly onError: (error: unknown) => void;
}

/**
 * The reCAPTCHA-compatible bot check: version 2 by default, normal size, badge visible; the token is
 * verified with the platform. Its script, and the code that draws it (`botCheckSetup`), load only
 * when the widget is about to be needed.
 */
export function BotCheck({ config, verify, onToken, onError }: BotCheckProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  // The latest callbacks, called from the widget's effect without redrawing it when they change.
  const verifyToken = useEffectEvent((token: string) => verify(token));
  const passToken = useEffectEvent((token: string | null) => onToken(token));
  const report = useEffectEvent((error: unknown) => onError(error));
  // The widget's script loads when the widget nears the viewport or the shopper starts on the form.
  const needed = useNeededSoon(container);
  // The widget depends on these values, not on the identity of the object that carries them: the
  // form renders again as fields change and chunks arrive, and that must not redraw the widget or
  // drop an answer on its way back.
  const { siteKey, version, scriptUrl } = config;

  useEffect(() => {
    const misconfigured = checkBotCheckConfig({ siteKey, version, scriptUrl });
    if (misconfigured) {
      setFailure(misconfigured);
      report(new Error(misconfigured));
      return undefined;
    }
    if (!needed) return undefined;
    let active = true;
    const fail = (message: string) => {
      if (!active) return;
      setFailure(message);
      setVerified(false);
      passToken(null);
    };
    const accept = async (token: string) => {
      try {
        const passed = await verifyToken(token);
        if (!active) return;
        if (passed) {
          setFailure(null);
          setVerified(true);
          passToken(token);
        } else fail('You are a robot!');
      } catch (error) {
        report(error);
        fail('You are a robot!');
      }
    };
    const widget = { siteKey: siteKey ?? '', version, scriptUrl: scriptUrl ?? '', locale: intl.locale };
    import('./botCheckSetup')
      .then((setup) =>
        setup.startBotCheckWidget(container.current, widget, {
          isActive: () => active,
          onToken: (token) => void accept(token),
          onExpired: () => {
            setVerified(false);
            passToken(null);
          },
          onFail: fail,
        }),
      )
      .catch((error: unknown) => {
        if (!active) return;
        report(error);
        fail(error instanceof Error && error.message.startsWith('ReCaptcha') ? error.message : 'Failed to execute');
      });
    return () => {
      active = false;
    };
  }, [siteKey, version, scriptUrl, intl.locale, needed]);

  return (
    <div
      className="app-section"
      data-testid="bot-check"
      data-state={verified ? 'verified' : failure ? 'failed' : 'pending'}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="app-sr-only">{intl.formatMessage(checkoutMessages.botCheckLabel)}</legend>
        <div ref={container} />
      </fieldset>
      {verified ? <p role="status">{intl.formatMessage(checkoutMessages.botCheckVerified)}</p> : null}
      {failure ? (
        <Alert type="error" data-testid="bot-check-error" messages={formatErrorMessages([failure], intl)} />
      ) : null}
    </div>
  );
}
