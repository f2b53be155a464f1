import type { validateContact } from '@checkout/validation/contact';

/** `@checkout/validation`'s contact check; it carries libphonenumber's metadata, so it is loaded apart. */
export type ContactValidator = typeof validateContact;

let pending: Promise<ContactValidator> | null = null;

/**
 * Loads the contact validator once (later calls share the load); a failed load is forgotten so the
 * next call tries again.
 */
export function loadContactValidator(
  load: () => Promise<ContactValidator> = () =>
    import('@checkout/validation/contact').then((module) => module.validateContact),
): Promise<ContactValidator> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
