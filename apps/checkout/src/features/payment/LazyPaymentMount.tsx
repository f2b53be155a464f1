import type { PaymentMountProps } from '@checkout/payments/react';
import { lazy, Suspense } from 'react';

const PaymentMount = lazy(() =>
  import('@checkout/payments/react').then((module) => ({ default: module.PaymentMount })),
);

/**
 * `PaymentMount`, loaded with the first provider widget instead of with the page: it is rendered only
 * once a chosen method's adapter has loaded (itself on demand). A failed load reaches the route's
 * error boundary, which reloads the page once, like any chunk.
 */
export function LazyPaymentMount(props: PaymentMountProps) {
  return (
    <Suspense fallback={null}>
      <PaymentMount {...props} />
    </Suspense>
  );
}
