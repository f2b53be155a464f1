/** An address in the form's terms: the server's `note` is the form's `notes` (spec §3). */
export type FormAddressOf<TAddress extends { readonly note?: unknown }> = Omit<TAddress, 'note'> & {
  readonly notes: TAddress['note'];
};

/** Maps a server address to the form's shape, renaming `note` to `notes` and keeping every other field. */
export function fromServerAddress<TAddress extends { readonly note?: unknown }>(
  address: TAddress,
): FormAddressOf<TAddress> {
  const { note, ...rest } = address;
  return { ...rest, notes: note };
}
