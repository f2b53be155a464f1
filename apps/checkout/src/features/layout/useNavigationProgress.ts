import type { ProgressStatus } from '@checkout/ui';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/**
 * The progress bar's status from the router: `loading` while a navigation is pending, then `failed`
 * when it ended on an error or a missing page (a loader threw, a `notFound`), else `done`; a failed
 * navigation must not end looking like a success.
 */
export function useNavigationProgress(): ProgressStatus {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' });
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  });
  const [status, setStatus] = useState<ProgressStatus>('idle');
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading) {
      wasLoading.current = true;
      setStatus('loading');
    } else if (wasLoading.current) {
      wasLoading.current = false;
      setStatus(failed ? 'failed' : 'done');
    }
  }, [loading, failed]);
  return status;
}
