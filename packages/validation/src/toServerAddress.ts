/** An address in the server's terms: the form's `notes` is the server's `note` (spec §3). */
export type ServerAddressOf<TAddress extends { readonly notes?: unknown }> = Omit<TAddress, 'notes'> & {
  readonly note: TAddress['notes'];
};

/** Maps a form address to the server's shape, renaming `notes` to `note` and keeping every other field. */
export function toServerAddress<TAddress extends { readonly notes?: unknown }>(
  address: TAddress,
): ServerAddressOf<TAddress> {
  const { notes, ...rest } = address;
  return { ...rest, note: notes };
}
