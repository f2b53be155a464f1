import type { PaymentMountProps } from '@checkout/payments/react';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../app/loadChunk';

const PaymentMount = lazy(() =>
  loadChunk(() => import('@checkout/payments/react')).then((module) => ({ default: module.PaymentMount })),
);

/**
 * `PaymentMount`, loaded with the first provider widget instead of with the page: it is rendered only
 * once a chosen method's adapter has loaded (itself on demand). A load that fails offline waits for
 * the network; one that fails online reloads the page once, like any chunk.
 */
export function LazyPaymentMount(props: PaymentMountProps) {
  return (
    <Suspense fallback={null}>
      <PaymentMount {...props} />
    </Suspense>
  );
}
