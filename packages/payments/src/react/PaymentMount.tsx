import { useEffect, useRef, useState } from 'react';
import type { PaymentAdapter, PaymentFlow } from '../contract/PaymentAdapter';
import type { PaymentMoney, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import type { PaymentError } from '../PaymentError';
import { acquireMount, type MountListener } from './acquireMount';

/** The mount's state, exposed as `data-state`. */
export type PaymentMountState = 'loading' | 'ready' | 'error';

/** Props of {@link PaymentMount}. */
export interface PaymentMountProps {
  /** The chosen provider's adapter; a different adapter unmounts the old widget and mounts the new one. */
  readonly adapter: PaymentAdapter<PaymentOrderConfirmation>;
  /** Checkout or update flow, passed to `load`. Defaults to `'checkout'`. */
  readonly flow?: PaymentFlow;
  /** The amount to pay, passed to `load` (read once per adapter). Defaults to `null`. */
  readonly amount?: PaymentMoney | null;
  /** Called when the widget is ready. Defaults to `undefined`. */
  readonly onReady?: () => void;
  /** Called when the shopper's entry becomes complete or incomplete. Defaults to `undefined`. */
  readonly onChange?: (state: { readonly complete: boolean }) => void;
  /** Called with a typed error when loading or mounting fails. Defaults to `undefined`. */
  readonly onError?: (error: PaymentError) => void;
  /** Class of the container element. Defaults to `undefined`. */
  readonly className?: string;
}

/**
 * Mounts an adapter's widget into a container and unmounts it on leave, once even under React
 * StrictMode; it never pays (paying belongs in the pay button's handler).
 */
export function PaymentMount(props: PaymentMountProps) {
  const { adapter } = props;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PaymentMountState>('loading');
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    setState('loading');
    const listener: MountListener = {
      onReady: () => {
        setState('ready');
        latest.current.onReady?.();
      },
      onChange: (change) => latest.current.onChange?.(change),
      onError: (error) => {
        setState('error');
        latest.current.onError?.(error);
      },
    };
    const { flow = 'checkout', amount = null } = latest.current;
    return acquireMount(adapter, element, { flow, amount }, listener);
  }, [adapter]);

  return <div ref={container} className={props.className} data-state={state} data-provider={adapter.provider} />;
}
