import type { checkContact } from './checkContact';

/** The form's contact check (`checkContact`); it carries libphonenumber's metadata and the countries table, so it is loaded apart. */
export type ContactValidator = typeof checkContact;

let pending: Promise<ContactValidator> | null = null;

/**
 * Loads the contact validator once (later calls share the load); a failed load is forgotten so the
 * next call tries again.
 */
export function loadContactValidator(
  load: () => Promise<ContactValidator> = () => import('./checkContact').then((module) => module.checkContact),
): Promise<ContactValidator> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
