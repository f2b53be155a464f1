/**
 * Turns a server field path into the form's path: drops a leading `contact.` and renames the
 * server's `note` to the form's `notes` (spec §3), e.g. `contact.address.billing.note` →
 * `address.billing.notes`. Other paths are kept as they are.
 */
export function toFormFieldPath(serverPath: string): string {
  const segments = serverPath.split('.').filter((segment) => segment.length > 0);
  if (segments[0] === 'contact') segments.shift();
  const last = segments.length - 1;
  if (last >= 0 && segments[last] === 'note' && segments.includes('address')) segments[last] = 'notes';
  return segments.join('.');
}
