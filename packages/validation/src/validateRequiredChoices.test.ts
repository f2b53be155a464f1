import { describe, expect, it } from 'vitest';
import { validateRequiredChoices } from './validateRequiredChoices';

const terms = { name: 'terms', required: true };
const newsletter = { name: 'newsletter', required: false };
const po = { name: 'po', required: true };

describe('validateRequiredChoices', () => {
  it('asks a required checkbox to be accepted and leaves an optional one alone', () => {
    const issues = validateRequiredChoices({
      checkboxes: [terms, newsletter],
      extras: [],
      checked: {},
      extraValues: {},
    });
    expect(issues).toEqual([{ code: 'required', path: 'checkboxes.terms', severity: 'error' }]);
  });

  it('asks a required extra for more than white space', () => {
    const input = { checkboxes: [], extras: [po], checked: {} };
    expect(validateRequiredChoices({ ...input, extraValues: { po: '  ' } })).toEqual([
      { code: 'required', path: 'extras.po', severity: 'error' },
    ]);
    expect(validateRequiredChoices({ ...input, extraValues: { po: 'PO-1' } })).toEqual([]);
  });

  it('accepts an accepted checkbox', () => {
    expect(
      validateRequiredChoices({ checkboxes: [terms], extras: [], checked: { terms: true }, extraValues: {} }),
    ).toEqual([]);
  });
});
