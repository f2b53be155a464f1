import type { ValidationIssue } from '@checkout/validation';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from './fieldErrorOf';

const issue = (path: string, code = 'required') => ({ path, code }) as unknown as ValidationIssue;
const none = new Map<string, ValidationIssue>();
const quiet = { serverIssues: none, revealed: false, touched: new Set<string>() };

describe('fieldErrorOf', () => {
  it('shows the platform’s issue at once, before the shopper has touched the field', () => {
    const server = issue('email', 'invalid_email');
    expect(fieldErrorOf('email', { ...quiet, serverIssues: new Map([['email', server]]), issues: none })).toEqual({
      kind: 'issue',
      issue: server,
    });
  });

  it('keeps the form’s own issue back until the field was left or Pay pressed', () => {
    const own = issue('email');
    const issues = new Map([['email', own]]);
    expect(fieldErrorOf('email', { ...quiet, issues })).toBeUndefined();
    expect(fieldErrorOf('email', { ...quiet, issues, touched: new Set(['email']) })).toEqual({
      kind: 'issue',
      issue: own,
    });
    expect(fieldErrorOf('email', { ...quiet, issues, revealed: true })).toEqual({ kind: 'issue', issue: own });
  });

  it('words a required checkbox and a required extra apart from other fields', () => {
    const issues = new Map([
      ['checkboxes.terms', issue('checkboxes.terms')],
      ['extras.insurance', issue('extras.insurance')],
    ]);
    expect(fieldErrorOf('checkboxes.terms', { ...quiet, issues, revealed: true })).toEqual({ kind: 'checkbox' });
    expect(fieldErrorOf('extras.insurance', { ...quiet, issues, revealed: true })).toEqual({ kind: 'extra' });
  });

  it('shows nothing for a field without an issue', () => {
    expect(fieldErrorOf('city', { ...quiet, issues: none, revealed: true })).toBeUndefined();
  });
});
