import type { ValidationIssue } from './ValidationIssue';

/** A merchant's checkbox or extra input, as far as the rule reads it: its name and whether it is required. */
export interface RequiredChoice {
  readonly name: string;
  readonly required: boolean;
}

/** What {@link validateRequiredChoices} checks: the merchant's checkboxes and extras, and what the shopper gave. */
export interface RequiredChoicesInput {
  readonly checkboxes: readonly RequiredChoice[];
  readonly extras: readonly RequiredChoice[];
  /** Accepted state by checkbox name; a missing name is not accepted. */
  readonly checked: Readonly<Record<string, boolean>>;
  /** Extra input values by name; a missing name is empty. */
  readonly extraValues: Readonly<Record<string, string>>;
}

/**
 * The merchant's required checkboxes and extra inputs (spec §5): a required checkbox must be
 * accepted (`checkboxes.<name>`), a required extra must hold more than white space (`extras.<name>`);
 * each miss is a `required` error.
 */
export function validateRequiredChoices(input: RequiredChoicesInput): ValidationIssue[] {
  const required = (path: string): ValidationIssue => ({ code: 'required', path, severity: 'error' });
  return [
    ...input.checkboxes
      .filter((checkbox) => checkbox.required && input.checked[checkbox.name] !== true)
      .map((checkbox) => required(`checkboxes.${checkbox.name}`)),
    ...input.extras
      .filter((extra) => extra.required && (input.extraValues[extra.name] ?? '').trim() === '')
      .map((extra) => required(`extras.${extra.name}`)),
  ];
}
