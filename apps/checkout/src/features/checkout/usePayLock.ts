import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import type { PayLockMessage } from './PayLockMessageSchema';
import type { PayLock } from './payLock';
import type { UsePayOptions } from './payOptions';
import type { PayLockNotice } from './startPayLock';

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
    const start = () => {
      // A chunk that cannot load leaves Pay as it was before the lock; the pay sequence's own import says why.
      started ??= import('./startPayLock').then(
        (module) => module.startPayLock({ lang, apiKey, cartId, navigate, setNotice }),
        () => null,
      );
      return started;
    };
    lock.current = start;
    const stopWaiting = onFirstInteraction(() => void start());
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void start();
    };
    onHidden();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
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
