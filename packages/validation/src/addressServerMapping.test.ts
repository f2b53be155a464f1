import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromServerAddress } from './fromServerAddress';
import { toServerAddress } from './toServerAddress';

describe('toServerAddress and fromServerAddress', () => {
  it("renames the form's notes to the server's note and keeps the other fields", () => {
    expect(toServerAddress({ city: 'Berlin', notes: 'Hinterhof' })).toEqual({ city: 'Berlin', note: 'Hinterhof' });
  });

  it("renames the server's note to the form's notes", () => {
    expect(fromServerAddress({ city: 'Wien', note: null })).toEqual({ city: 'Wien', notes: null });
  });

  it('round-trips any address both ways', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('city', 'street', 'region'), fc.string()),
        fc.string(),
        (rest, notes) => {
          const form = { ...rest, notes };
          expect(fromServerAddress(toServerAddress(form))).toEqual(form);
          const server = { ...rest, note: notes };
          expect(toServerAddress(fromServerAddress(server))).toEqual(server);
        },
      ),
    );
  });
});
