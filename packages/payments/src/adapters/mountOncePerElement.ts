import { PaymentError } from '../PaymentError';

/** The widgets an adapter has mounted, one per host element. */
export interface ElementMounts<T> {
  /**
   * The element's mount, made with `make` when it has none; every caller for the same element shares
   * it. A failed mount is forgotten, so the next call tries again, and rejects with a `PaymentError`.
   */
  mount(element: HTMLElement, make: () => Promise<T>): Promise<T>;
  /** Forgets the element's mount; `false` when it had none (already unmounted). */
  forget(element: HTMLElement): boolean;
  /** Every mount still known, for an adapter's `unmount()`. */
  all(): Promise<T>[];
}

/** Creates {@link ElementMounts}: how the widget adapters (Braintree, Stripe, PayPal) mount once per element. */
export function mountOncePerElement<T>(): ElementMounts<T> {
  const mounts = new Map<HTMLElement, Promise<T>>();
  return {
    mount(element, make) {
      const known = mounts.get(element);
      if (known !== undefined) return known;
      const made: Promise<T> = make().catch((error: unknown) => {
        if (mounts.get(element) === made) mounts.delete(element);
        throw PaymentError.from(error);
      });
      mounts.set(element, made);
      return made;
    },
    forget: (element) => mounts.delete(element),
    all: () => [...mounts.values()],
  };
}
