import type {
  PaymentAdapter,
  PaymentLoadContext,
  PaymentMountCallbacks,
  PaymentMountHandle,
} from '../contract/PaymentAdapter';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';

/** Listeners of one mounted widget; the latest owner's are called. */
export interface MountListener {
  readonly onReady: () => void;
  readonly onChange: (state: { readonly complete: boolean }) => void;
  readonly onError: (error: PaymentError) => void;
}

interface MountEntry {
  readonly adapter: PaymentAdapter<PaymentOrderConfirmation>;
  owners: number;
  listener: MountListener;
  released: boolean;
  ready: boolean;
  releaseTimer: ReturnType<typeof setTimeout> | null;
  readonly handle: Promise<PaymentMountHandle | null>;
}

const entries = new WeakMap<HTMLElement, MountEntry>();

/**
 * Loads and mounts `adapter` into `element` once, however many times it is acquired: a release
 * is deferred by a task, so React StrictMode's effect → cleanup → effect reuses the same widget
 * (one Adyen Drop-in, not two). Returns the release function.
 */
export function acquireMount(
  adapter: PaymentAdapter<PaymentOrderConfirmation>,
  element: HTMLElement,
  context: PaymentLoadContext,
  listener: MountListener,
): () => void {
  let entry = entries.get(element);
  if (entry !== undefined && (entry.adapter !== adapter || entry.released)) {
    finish(element, entry);
    entry = undefined;
  }
  if (entry === undefined) {
    entry = start(adapter, element, context, listener);
    entries.set(element, entry);
  } else {
    if (entry.releaseTimer !== null) clearTimeout(entry.releaseTimer);
    entry.releaseTimer = null;
    entry.listener = listener;
    // A new owner (not the StrictMode re-run of the same one) still learns the widget is ready.
    if (entry.ready) listener.onReady();
  }
  entry.owners += 1;
  const owned = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    owned.owners -= 1;
    if (owned.owners > 0) return;
    owned.releaseTimer = setTimeout(() => finish(element, owned), 0);
  };
}

function start(
  adapter: PaymentAdapter<PaymentOrderConfirmation>,
  element: HTMLElement,
  context: PaymentLoadContext,
  listener: MountListener,
): MountEntry {
  const callbacks: PaymentMountCallbacks = {
    onReady: () => {
      entry.ready = true;
      live()?.listener.onReady();
    },
    onChange: (state) => live()?.listener.onChange(state),
    onError: (error) => live()?.listener.onError(error),
  };
  const handle = adapter
    .load(context)
    .then(() => (entry.released ? null : adapter.mount(element, callbacks)))
    .then((mounted) => {
      if (mounted !== null && entry.released) mounted.unmount();
      return mounted;
    })
    .catch((error: unknown) => {
      live()?.listener.onError(PaymentError.from(error));
      return null;
    });
  const entry: MountEntry = { adapter, owners: 0, listener, released: false, ready: false, releaseTimer: null, handle };
  const live = () => (entry.released ? null : entry);
  return entry;
}

function finish(element: HTMLElement, entry: MountEntry): void {
  if (entry.releaseTimer !== null) clearTimeout(entry.releaseTimer);
  entry.releaseTimer = null;
  if (entry.released) return;
  entry.released = true;
  if (entries.get(element) === entry) entries.delete(element);
  void entry.handle.then((mounted) => mounted?.unmount());
}
