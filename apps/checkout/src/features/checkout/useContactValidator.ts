import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../../app/chunkReload';
import { useServices } from '../../app/useServices';
import { type ContactValidator, loadContactValidator } from './loadContactValidator';

const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The contact validator, kept off the critical path: it loads when the shopper first interacts with
 * the page, or at once when `eager` (a restored form that needs judging now). `null` until then; a
 * code chunk that failed to load reloads the page once (as a route chunk does); any other failure is
 * reported and tried again on the next interaction.
 */
export function useContactValidator(eager: boolean): ContactValidator | null {
  const { reporter } = useServices();
  const [validator, setValidator] = useState<ContactValidator | null>(null);
  useEffect(() => {
    if (validator) return undefined;
    let live = true;
    const start = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
      loadContactValidator().then(
        (loaded) => {
          if (live) setValidator(() => loaded);
        },
        (error: unknown) => {
          // A chunk gone with a new deployment reloads the page once (the form is kept), as for routes.
          const environment = { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
          if (isChunkLoadError(error) && reloadOnceForChunkError(environment)) return;
          reporter.report(error, 'contact validator');
          if (live) for (const type of INTERACTIONS) document.addEventListener(type, start, true);
        },
      );
    };
    if (eager) start();
    else for (const type of INTERACTIONS) document.addEventListener(type, start, true);
    return () => {
      live = false;
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    };
  }, [eager, validator, reporter]);
  return validator;
}
