import type { ContactValidator } from '@checkout/checkout-core';
import { useEffect, useState } from 'react';
import { loadChunk } from '../../app/loadChunk';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import { useServices } from '../../app/useServices';
import { loadContactValidator } from './loadContactValidator';

/**
 * The contact validator, kept off the critical path: it loads when the shopper first interacts with
 * the page, or at once when `eager` (a restored form that needs judging now). `null` until then; a
 * code chunk that failed to load offline is loaded again once online, online it reloads the page once
 * (as a route chunk does); any other failure is reported and tried again on the next interaction.
 */
export function useContactValidator(eager: boolean): ContactValidator | null {
  const { reporter } = useServices();
  const [validator, setValidator] = useState<ContactValidator | null>(null);
  useEffect(() => {
    if (validator) return undefined;
    let live = true;
    let stop = () => {};
    const start = () => {
      // A chunk that fails offline is loaded again once online; one gone with a new deployment reloads
      // the page once (the form is kept), as for routes.
      loadChunk(loadContactValidator).then(
        (loaded) => {
          if (live) setValidator(() => loaded);
        },
        (error: unknown) => {
          reporter.report(error, 'contact validator');
          if (live) stop = onFirstInteraction(start);
        },
      );
    };
    if (eager) start();
    else stop = onFirstInteraction(start);
    return () => {
      live = false;
      stop();
    };
  }, [eager, validator, reporter]);
  return validator;
}
