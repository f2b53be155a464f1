import type { ContactValidator } from '@checkout/checkout-core';

let pending: Promise<ContactValidator> | null = null;

/**
 * Loads the contact validator (`checkContact`, which carries libphonenumber's metadata and the
 * countries table, so it is loaded apart) once (later calls share the load); a failed load is forgotten so the
 * next call tries again.
 */
export function loadContactValidator(
  load: () => Promise<ContactValidator> = () =>
    import('@checkout/checkout-core/contact').then((module) => module.checkContact),
): Promise<ContactValidator> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
