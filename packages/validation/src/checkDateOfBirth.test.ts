import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDateOfBirth } from './checkDateOfBirth';

const today = new Date(2026, 10, 22);

describe('checkDateOfBirth', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1990-05-17', null],
    [' 1990-05-17 ', null],
    ['2026-11-21', null],
    ['2026-11-22', 'date_of_birth_future'],
    ['2030-01-01', 'date_of_birth_future'],
    ['2001-02-29', 'date_of_birth_invalid'],
    ['1990-13-01', 'date_of_birth_invalid'],
    ['17.05.1990', 'date_of_birth_invalid'],
    ['1899-12-31', 'date_of_birth_invalid'],
    ['🎂', 'date_of_birth_invalid'],
    ['1'.repeat(10_000), 'date_of_birth_invalid'],
  ] as const)('gives %j the code %s', (value, code) => {
    expect(checkDateOfBirth(value, { today })).toBe(code);
  });

  it.each([
    ['2008-11-22', null],
    ['2008-11-23', 'date_of_birth_underage'],
    ['2010-01-01', 'date_of_birth_underage'],
    ['1960-01-01', null],
  ] as const)('with the credit check gives %j the code %s', (value, code) => {
    expect(checkDateOfBirth(value, { today, requireAdult: true })).toBe(code);
  });

  it('lets a 29 February birthday turn 18 on 1 March of a common year', () => {
    expect(checkDateOfBirth('2008-02-29', { today: new Date(2026, 1, 28), requireAdult: true })).toBe(
      'date_of_birth_underage',
    );
    expect(checkDateOfBirth('2008-02-29', { today: new Date(2026, 2, 1), requireAdult: true })).toBeNull();
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (value, requireAdult) => {
        const code = checkDateOfBirth(value, { today, requireAdult });
        expect(code === null || code.startsWith('date_of_birth_')).toBe(true);
      }),
    );
  });
});
