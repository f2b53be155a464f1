import { type BotCheckConfig, checkBotCheckConfig } from '@checkout/checkout-core';
import { formatError } from '@checkout/i18n/errors';
import { useLocale } from '@checkout/i18n/react';
import { Alert, Button } from '@checkout/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNeededSoon } from '../../app/useNeededSoon';
import type { BotCheckWidget } from './botCheckSetup';
import { checkoutMessages } from './checkout.messages';

/**
 * How long a verified v3 token counts: Google's live two minutes, and the shopper may press Pay
 * a moment after this, so a new one is fetched a little before.
 */
export const V3_TOKEN_LIFETIME_MS = 110_000;

/** Props of {@link BotCheck}. */
export interface BotCheckProps {
  readonly config: BotCheckConfig;
  /**
   * Whether the shopper is about to pay (only the bot check is left): an invisible widget (`2-invisible`,
   * `3`) runs then, not while the form is still being filled, so its token is fresh at Pay.
   */
  readonly wanted: boolean;
  /** Verifies a widget token with the platform (`POST /utils/verify-recaptcha`); resolves to whether it passed. */
  readonly verify: (token: string) => Promise<boolean>;
  /** Receives the verified token, or `null` when it expired or failed. */
  readonly onToken: (token: string | null) => void;
  readonly onError: (error: unknown) => void;
}

type Phase = 'idle' | 'checking' | 'verified' | 'failed';

/**
 * The reCAPTCHA-compatible bot check, version `2` (checkbox, the default), `2-invisible` or `3`;
 * the token is verified with the platform. Its script, and the code that draws it
 * (`botCheckSetup`), load only when the widget is about to be needed.
 */
export function BotCheck({ config, wanted, verify, onToken, onError }: BotCheckProps) {
  const intl = useIntl();
  // Google names languages by its own codes, which are the checkout's (Norwegian `no`, where Intl says `nb`).
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<BotCheckWidget | null>(null);
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
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
  const invisible = version === '2-invisible' || version === '3';

  useEffect(() => {
    const misconfigured = checkBotCheckConfig({ siteKey, version, scriptUrl });
    if (misconfigured) {
      setFailure(misconfigured);
      report(new Error(`Bot check: ${misconfigured} (version ${version ?? 'none'})`));
      return undefined;
    }
    if (!needed) return undefined;
    let active = true;
    const fail = (message: string) => {
      if (!active) return;
      setFailure(message);
      setPhase('failed');
      passToken(null);
    };
    const accept = async (token: string) => {
      setPhase('checking');
      try {
        const passed = await verifyToken(token);
        if (!active) return;
        if (!passed) return fail('You are a robot!');
        setFailure(null);
        setPhase('verified');
        passToken(token);
      } catch (error) {
        report(error);
        fail('You are a robot!');
      }
    };
    const options = { siteKey: siteKey ?? '', version, scriptUrl: scriptUrl ?? '', locale };
    import('./botCheckSetup')
      .then((setup) =>
        setup.startBotCheckWidget(container.current, options, {
          isActive: () => active,
          onToken: (token) => void accept(token),
          onExpired: () => {
            if (!active) return;
            setPhase('idle');
            passToken(null);
          },
          onFail: fail,
        }),
      )
      .then((started) => {
        if (!active) return;
        widget.current = started;
        setReady(true);
      })
      .catch((error: unknown) => {
        if (!active) return;
        report(error);
        fail(error instanceof Error && error.message.startsWith('ReCaptcha') ? error.message : 'Failed to execute');
      });
    return () => {
      active = false;
      widget.current = null;
      setReady(false);
    };
  }, [siteKey, version, scriptUrl, locale, needed]);

  const run = () => {
    setFailure(null);
    setPhase('checking');
    widget.current?.run();
  };
  const runWhenWanted = useEffectEvent(run);
  // An invisible widget asks for its token once the shopper is about to pay, and again after it expired.
  useEffect(() => {
    if (invisible && ready && wanted && phase === 'idle') runWhenWanted();
  }, [invisible, ready, wanted, phase]);

  // Google's v3 tokens live two minutes and no callback says when: count them out here.
  useEffect(() => {
    if (version !== '3' || phase !== 'verified') return undefined;
    const timer = setTimeout(() => {
      setPhase('idle');
      passToken(null);
    }, V3_TOKEN_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [version, phase]);

  return (
    <div
      className="app-section"
      data-testid="bot-check"
      data-state={phase === 'verified' ? 'verified' : failure ? 'failed' : 'pending'}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="app-sr-only">{intl.formatMessage(checkoutMessages.botCheckLabel)}</legend>
        <div ref={container} />
      </fieldset>
      {phase === 'verified' ? <p role="status">{intl.formatMessage(checkoutMessages.botCheckVerified)}</p> : null}
      {invisible && phase === 'checking' ? (
        <p role="status">{intl.formatMessage(checkoutMessages.botCheckChecking)}</p>
      ) : null}
      {invisible && phase === 'idle' && !failure ? (
        <p>{intl.formatMessage(checkoutMessages.botCheckWhenReady)}</p>
      ) : null}
      {failure ? <Alert type="error" data-testid="bot-check-error" messages={formatError(failure, intl)} /> : null}
      {/* A refused token, or a v2 challenge closed without an answer (Google calls nothing back then):
          the shopper, on any keyboard, can ask again. */}
      {invisible && ready && (phase === 'failed' || (version === '2-invisible' && phase === 'checking')) ? (
        <Button variant="secondary" data-testid="bot-check-retry" onClick={run}>
          {intl.formatMessage(checkoutMessages.botCheckRetry)}
        </Button>
      ) : null}
    </div>
  );
}
