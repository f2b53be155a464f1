import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameShown } from './sameShown';

const Field = () => null;
const Other = () => null;

describe('sameShown', () => {
  it('counts a new callback as the same, and changed data as a change', () => {
    const props = { country: 'DE', methods: [{ id: 'standard' }], onChange: () => {} };
    expect(sameShown(props, { ...props, methods: [{ id: 'standard' }], onChange: () => {} })).toBe(true);
    expect(sameShown(props, { ...props, country: 'AT' })).toBe(false);
    expect(sameShown(props, { ...props, methods: [{ id: 'express' }] })).toBe(false);
    expect(sameShown(props, { ...props, methods: [] })).toBe(false);
  });

  it('tells a callback from none (a retry offered) and an added or removed prop', () => {
    expect(sameShown({ onRetry: undefined }, { onRetry: () => {} })).toBe(false);
    expect(sameShown({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameShown({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });

  it('compares React elements by component and props', () => {
    const element = (type: () => null, value: string) => createElement(type, { value, onChange: () => {} });
    expect(sameShown({ checks: element(Field, 'x') }, { checks: element(Field, 'x') })).toBe(true);
    expect(sameShown({ checks: element(Field, 'x') }, { checks: element(Field, 'y') })).toBe(false);
    expect(sameShown({ checks: element(Field, 'x') }, { checks: element(Other, 'x') })).toBe(false);
  });

  it('compares other objects only by identity, and gives up past a depth', () => {
    const issues = new Map([['email', 'required']]);
    expect(sameShown({ issues }, { issues })).toBe(true);
    expect(sameShown({ issues }, { issues: new Map(issues) })).toBe(false);
    const deep = (depth: number): unknown => (depth === 0 ? 'leaf' : { next: deep(depth - 1) });
    expect(sameShown(deep(3), deep(3))).toBe(true);
    expect(sameShown(deep(10), deep(10))).toBe(false);
  });
});
