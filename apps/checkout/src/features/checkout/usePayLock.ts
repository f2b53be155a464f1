import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import type { PayLockMessage } from './PayLockMessageSchema';
import type { PayLock } from './payLock';
import type { UsePayOptions } from './payOptions';
import type { PayLockNotice } from './startPayLock';

/**
 * The lock's code, a chunk of its own. Kept apart from the `.then` below: Vite wraps the expression it is
 * written in with its preload helper, whose own failures (a stylesheet that cannot load offline) would
 * otherwise skip that `.then`'s failure handler.
 */
const loadStartPayLock = () => import('./startPayLock');

/**
 * The Pay button's side of the pay lock (`startPayLock.ts`): the attempt runs under the cart's lock, or the page
 * says another tab is paying and sends nothing. The lock's code, and the channel on which the page hears the
 * other tabs, come with the shopper's first interaction or the first time the page is hidden (the shopper went
 * to another tab): a page nobody touched or left has no other tab to hear, and its first load stays as light.
 */
export function usePayLock({ lang, apiKey, cart }: Pick<UsePayOptions, 'lang' | 'apiKey' | 'cart'>) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<PayLockNotice | null>(null);
  const lock = useRef<() => Promise<PayLock | null>>(async () => null);
  const cartId = cart.id;

  useEffect(() => {
    let started: Promise<PayLock | null> | undefined;
    let closed = false;
    const start = () => {
      if (started) return started;
      // A chunk that cannot load leaves Pay as it was before the lock (the pay sequence's own import says
      // why), and the next start imports it again.
      const attempt: Promise<PayLock | null> = loadStartPayLock().then(
        (module) => (closed ? null : module.startPayLock({ lang, apiKey, cartId, navigate, setNotice })),
        () => {
          if (started === attempt) started = undefined;
          return null;
        },
      );
      started = attempt;
      return attempt;
    };
    lock.current = start;
    const stopWaiting = onFirstInteraction(() => void start());
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void start();
    };
    onHidden();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      closed = true;
      stopWaiting();
      document.removeEventListener('visibilitychange', onHidden);
      void started?.then((opened) => opened?.close());
    };
  }, [lang, apiKey, cartId, navigate]);

  /** Runs the pay attempt under the lock, or shows the `busy` notice and sends nothing. */
  const run = async (attempt: () => Promise<PayLockMessage | undefined>): Promise<void> => {
    const started = await lock.current();
    const ran = started ? await started.run(attempt) : await attempt();
    setNotice(ran === 'busy' ? 'busy' : null);
  };
  return { run, notice };
}
